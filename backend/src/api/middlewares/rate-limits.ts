import type { MiddlewareRoute } from "@medusajs/medusa"
import { json, type Request } from "express"
import { rateLimit, type Options } from "express-rate-limit"
import Redis from "ioredis"
import { RedisStore } from "rate-limit-redis"
import { ERROR_STATUS } from "../http/api-error"
import { idpCors } from "./identity"
import { renewStaffSession } from "./staff-session"
import { staffPasswordToken } from "./staff-password-token"

/**
 * Rate limits on the routes that guess passwords or codes, or send mail. Sign-in routes (local identity provider
 * sign-in, sign-up, second factor, email verification, password reset and change, the token exchange, Medusa's own
 * customer sign-in, and every staff password route: sign-in with a session or a token, reset token, reset) are limited per
 * client address AND per account (the email, the token's subject, the sign-in session), so guessing one account's
 * password from many addresses is throttled too; the contact form and gift card look-ups per client address. The client address is the
 * socket's unless TRUST_PROXY names how many proxies stand in front (backend/trust-proxy.js). Counters in Redis when
 * REDIS_URL is set, so several backend instances share them. Limits: RATE_LIMIT_SIGN_IN (per address),
 * RATE_LIMIT_ACCOUNT (per account) and RATE_LIMIT_CONTACT as "<requests>/<seconds>"; RATE_LIMIT_EXEMPT lists
 * client addresses these limits skip (health checkers). Limits that count mail an account makes the store send
 * (mail-limits.ts) skip no address.
 */
export type Limit = { max: number; windowMs: number }

export function parseLimit(raw: string | undefined, fallback: Limit): Limit {
  const match = /^(\d+)\/(\d+)$/.exec(raw ?? "")
  return match ? { max: Number(match[1]), windowMs: Number(match[2]) * 1000 } : fallback
}

const SIGN_IN = parseLimit(process.env.RATE_LIMIT_SIGN_IN, { max: 20, windowMs: 5 * 60_000 })
const ACCOUNT = parseLimit(process.env.RATE_LIMIT_ACCOUNT, { max: 10, windowMs: 15 * 60_000 })
const CONTACT = parseLimit(process.env.RATE_LIMIT_CONTACT, { max: 5, windowMs: 10 * 60_000 })
const EXEMPT = new Set((process.env.RATE_LIMIT_EXEMPT ?? "").split(",").map((ip) => ip.trim()).filter(Boolean))

let redis: Redis | undefined
function store(prefix: string): Options["store"] | undefined {
  if (!process.env.REDIS_URL) return undefined
  redis ??= new Redis(process.env.REDIS_URL, { lazyConnect: false, maxRetriesPerRequest: 2 })
  const client = redis
  return new RedisStore({
    prefix: `rl:${prefix}:`,
    sendCommand: (command: string, ...args: string[]) => client.call(command, ...args) as never,
  })
}

/** The wait a 429 names: "a minute" or "N minutes", from the window's reset time. */
function waitText(resetTime: Date | undefined): string {
  const minutes = Math.max(1, Math.ceil(((resetTime?.getTime() ?? Date.now() + 60_000) - Date.now()) / 60_000))
  return minutes === 1 ? "a minute" : `${minutes} minutes`
}

/** Answers the key of the counter a request counts against; a request without one (no account named) is not limited. */
export type KeyOf = (req: Request) => string | undefined

/**
 * How a limiter counts: whether it skips requests from the addresses RATE_LIMIT_EXEMPT lists (by default it does), and
 * whether a request answered 400 or over counts (by default it does: a wrong guess is what a sign-in limit counts).
 */
type Counting = { skipsExemptAddresses: boolean; countsRefused: boolean }
const GUESSES: Counting = { skipsExemptAddresses: true, countsRefused: true }

export function limiter(name: string, limit: Limit, message: string, keyOf?: KeyOf, counting: Counting = GUESSES) {
  const exempt = (req: Request) => counting.skipsExemptAddresses && EXEMPT.has(req.ip ?? "")
  return rateLimit({
    windowMs: limit.windowMs,
    limit: limit.max,
    standardHeaders: "draft-7",
    legacyHeaders: false,
    skipFailedRequests: !counting.countsRefused,
    store: store(name),
    ...(keyOf ? { keyGenerator: (req: Request) => keyOf(req) ?? "" } : {}),
    skip: (req) => exempt(req) || (keyOf !== undefined && !keyOf(req)),
    handler: (req, res) => {
      const resetTime = (req as Request & { rateLimit?: { resetTime?: Date } }).rateLimit?.resetTime
      res.status(ERROR_STATUS.too_many_requests).json({ type: "too_many_requests", message: `${message}: try again in ${waitText(resetTime)}` })
    },
  })
}

/** The account a sign-in names: the email of the body, lower-cased. */
const emailOfBody: KeyOf = (req) => {
  const email = (req.body as { email?: unknown } | undefined)?.email
  return typeof email === "string" && email.trim() ? `email:${email.trim().toLowerCase()}` : undefined
}

/** The account a token exchange names: the subject of the bearer token (read, not verified: it only picks a counter). */
const subjectOfToken: KeyOf = (req) => {
  const payload = /^Bearer\s+[^.\s]+\.([^.\s]+)\./i.exec(req.headers.authorization ?? "")?.[1]
  if (!payload) return undefined
  try {
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as { sub?: unknown; email?: unknown }
    const subject = typeof claims.email === "string" ? claims.email.toLowerCase() : claims.sub
    return typeof subject === "string" && subject ? `subject:${subject}` : undefined
  } catch {
    return undefined
  }
}

/** The sign-in a second factor completes: the identity provider's session cookie (one per password sign-in). */
const signInSession: KeyOf = (req) => {
  const cookie = /(?:^|;\s*)idp_session=([^;]+)/.exec(req.headers.cookie ?? "")?.[1]
  return cookie ? `session:${cookie}` : undefined
}

const SIGN_IN_MESSAGE = "Too many sign-in attempts"
const signIn = limiter("sign-in", SIGN_IN, SIGN_IN_MESSAGE)
const accountByEmail = limiter("account", ACCOUNT, SIGN_IN_MESSAGE, emailOfBody)
const accountByToken = limiter("account-token", ACCOUNT, SIGN_IN_MESSAGE, subjectOfToken)
const accountBySession = limiter("account-session", ACCOUNT, SIGN_IN_MESSAGE, signInSession)
const contact = limiter("contact", CONTACT, "Too many messages")
// Looking a gift card up by its code is a guess at a secret: per address, as many as sign-in attempts (RATE_LIMIT_SIGN_IN).
const giftCardLookup = limiter("gift-card", SIGN_IN, "Too many gift card look-ups")

// These entries run before the /idp CORS entry (middlewares.ts lists this area first): the /idp ones carry CORS
// themselves, so a 429 reaches the storefront readable (with Retry-After). /store entries get CORS from withCors().
const idpCorsFirst = idpCors()

// The account limit reads the email from the body before the route's own parser runs (a body parsed here is not
// parsed again: body-parser skips a request it has read).
const readJson = json({ limit: "100kb" })

export const rateLimitRoutes: MiddlewareRoute[] = [
  { matcher: "/idp/sign-in", method: ["POST"], middlewares: [idpCorsFirst, signIn, readJson, accountByEmail] },
  { matcher: "/idp/sign-up", method: ["POST"], middlewares: [idpCorsFirst, signIn, readJson, accountByEmail] },
  { matcher: "/idp/second-factor", method: ["POST"], middlewares: [idpCorsFirst, signIn, accountBySession] },
  { matcher: "/idp/verify-email", method: ["POST"], middlewares: [idpCorsFirst, signIn, accountBySession] },
  { matcher: "/idp/verify-email/resend", method: ["POST"], middlewares: [idpCorsFirst, signIn, accountBySession] },
  { matcher: "/idp/password-reset", method: ["POST"], middlewares: [idpCorsFirst, signIn, readJson, accountByEmail] },
  { matcher: "/idp/password-reset/confirm", method: ["POST"], middlewares: [idpCorsFirst, signIn] },
  { matcher: "/idp/password", method: ["POST"], middlewares: [idpCorsFirst, signIn, accountBySession] },
  { matcher: "/store/user/login", method: ["GET"], middlewares: [signIn, accountByToken] },
  { matcher: "/store/auth", method: ["POST"], middlewares: [signIn, readJson, accountByEmail] },
  // Every staff password route alike; a staff sign-in starts a new session (never one handed out before it).
  { matcher: "/admin/auth", method: ["POST"], middlewares: [signIn, readJson, accountByEmail, renewStaffSession] },
  { matcher: "/admin/auth/token", method: ["POST"], middlewares: [signIn, readJson, accountByEmail] },
  { matcher: "/admin/users/password-token", method: ["POST"], middlewares: [signIn, readJson, accountByEmail, staffPasswordToken] },
  { matcher: "/admin/users/reset-password", method: ["POST"], middlewares: [signIn, readJson, accountByEmail] },
  { matcher: "/store/contact/form", method: ["POST"], middlewares: [contact] },
  { matcher: "/store/gift-cards/:code", method: ["GET"], middlewares: [giftCardLookup] },
]
