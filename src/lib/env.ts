/** The storefront's settings (Vite's `VITE_*` variables), read once and checked. */
export type StorefrontEnv = {
  VITE_MEDUSA_BACKEND_URL: string
  VITE_MEDUSA_PUBLISHABLE_KEY?: string
  VITE_CLERK_PUBLISHABLE_KEY?: string
  VITE_CLERK_JWT_TEMPLATE: string
  VITE_STRIPE_PUBLISHABLE_KEY?: string
  /** Where Stripe.js is loaded from: Stripe's own (default), or a test double on this machine (loopback only). */
  VITE_STRIPE_JS_URL?: string
  VITE_INSPECT?: "true" | "false"
  VITE_CONSENT_SCRIPT_URL?: string
  VITE_SESSION_RECORDING_URL?: string
}

function isUrl(value: string): boolean {
  try {
    new URL(value)
    return true
  } catch {
    return false
  }
}

const URLS = ["VITE_MEDUSA_BACKEND_URL", "VITE_CONSENT_SCRIPT_URL", "VITE_SESSION_RECORDING_URL", "VITE_STRIPE_JS_URL"] as const

/** Stripe's own script host; any other Stripe.js must be served from this machine (a test double, never the web). */
const STRIPE_JS_ORIGIN = "https://js.stripe.com"
const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"])

function isAllowedStripeScript(value: string): boolean {
  const url = new URL(value)
  return url.origin === STRIPE_JS_ORIGIN || LOOPBACK_HOSTS.has(url.hostname)
}
const TEXTS = ["VITE_MEDUSA_PUBLISHABLE_KEY", "VITE_CLERK_PUBLISHABLE_KEY", "VITE_CLERK_JWT_TEMPLATE", "VITE_STRIPE_PUBLISHABLE_KEY"] as const

/**
 * Checks the settings (a few lines instead of a schema library, which would weigh ~18 KB gzip in the first
 * route's JavaScript): URLs must parse, `VITE_INSPECT` is "true" or "false", Stripe.js comes from Stripe or from
 * loopback (a test double); empty values count as unset;
 * the backend URL defaults to http://localhost:9000 and the Clerk JWT template to "store". Throws naming
 * the first wrong variable.
 */
export function parseEnv(values: Record<string, unknown>): StorefrontEnv {
  const set = (key: string) => values[key] !== undefined && values[key] !== ""
  const out: Record<string, string> = { VITE_MEDUSA_BACKEND_URL: "http://localhost:9000", VITE_CLERK_JWT_TEMPLATE: "store" }
  for (const key of [...URLS, ...TEXTS, "VITE_INSPECT"]) {
    if (!set(key)) continue
    const value = values[key]
    if (typeof value !== "string") throw new Error(`${key}: expected a string`)
    if ((URLS as readonly string[]).includes(key) && !isUrl(value)) throw new Error(`${key}: invalid url`)
    if (key === "VITE_INSPECT" && value !== "true" && value !== "false") throw new Error(`${key}: expected "true" or "false"`)
    if (key === "VITE_STRIPE_JS_URL" && !isAllowedStripeScript(value)) throw new Error(`${key}: Stripe's own (${STRIPE_JS_ORIGIN}) or a test double on localhost`)
    out[key] = value
  }
  return out as StorefrontEnv
}

export const env: StorefrontEnv = parseEnv(import.meta.env)
