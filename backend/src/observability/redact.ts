/**
 * What a log line may say about a request's URL. Query values that can carry a secret or a person (tokens, codes,
 * emails, passwords, keys, signatures) are replaced, and so is any value or path segment that looks like an email
 * address or a JWT, whatever its name: reset links and sign-up codes must never land in logs.
 */

export const REDACTED = "[redacted]"

/** Query keys whose values are never logged. */
const SECRET_KEY = /token|code|email|mail|password|secret|key|signature|session|jwt|auth|otp|phone|^to$/i
/** An email address anywhere in a value (also percent-encoded `@`). */
const EMAIL = /[^\s/?&=]+(@|%40)[^\s/?&=]+/i
/** A JWT: three base64url parts. */
const JWT = /^[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}$/

function secretValue(value: string): boolean {
  return EMAIL.test(value) || JWT.test(value)
}

/** The URL (path and query, as Express sees `req.originalUrl`) with secrets and people replaced by {@link REDACTED}. */
export function redactUrl(url: string): string {
  const q = url.indexOf("?")
  const pathPart = q === -1 ? url : url.slice(0, q)
  const path = pathPart
    .split("/")
    .map((segment) => (secretValue(segment) ? REDACTED : segment))
    .join("/")
  if (q === -1) return path
  const query = url
    .slice(q + 1)
    .split("&")
    .filter(Boolean)
    .map((pair) => {
      const eq = pair.indexOf("=")
      const key = eq === -1 ? pair : pair.slice(0, eq)
      if (eq === -1) return secretValue(key) ? REDACTED : key
      const value = pair.slice(eq + 1)
      return SECRET_KEY.test(key) || secretValue(value) ? `${key}=${REDACTED}` : pair
    })
    .join("&")
  return `${path}?${query}`
}

/** Header and field paths pino removes from every line (in case a line ever carries them). */
export const REDACT_PATHS = [
  "req.headers.authorization",
  "req.headers.cookie",
  'req.headers["x-publishable-api-key"]',
  'req.headers["x-medusa-access-token"]',
  'res.headers["set-cookie"]',
  "headers.authorization",
  "headers.cookie",
  "password",
  "token",
  "*.password",
  "*.token",
]
