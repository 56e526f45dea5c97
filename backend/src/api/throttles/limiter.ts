import type { MedusaRequest, MiddlewareRoute } from "@medusajs/medusa"
import type { Request } from "express"
import { rateLimit, type Options } from "express-rate-limit"
import Redis from "ioredis"
import { RedisStore } from "rate-limit-redis"
import { ERROR_STATUS } from "../http/api-error"
import { customerIdOf } from "../http/auth"

/**
 * How a throttle counts. The client address is the socket's unless TRUST_PROXY names how many proxies stand in front
 * (backend/trust-proxy.js). Counters live in Redis when REDIS_URL is set, so several backend instances share them.
 * Limits as "<requests>/<seconds>": RATE_LIMIT_SIGN_IN (per address), RATE_LIMIT_ACCOUNT (per account),
 * RATE_LIMIT_CONTACT (contact form per address), RATE_LIMIT_MAIL (mail an account makes the store send).
 * RATE_LIMIT_EXEMPT lists client addresses the guess limits skip (health checkers); the mail limits skip no address.
 * Over a limit: 429 `{ type: "too_many_requests", message }` naming the wait, with Retry-After and RateLimit headers.
 */
export type Limit = { max: number; windowMs: number }

function parseLimit(raw: string | undefined, fallback: Limit): Limit {
  const match = /^(\d+)\/(\d+)$/.exec(raw ?? "")
  return match ? { max: Number(match[1]), windowMs: Number(match[2]) * 1000 } : fallback
}

export const SIGN_IN = parseLimit(process.env.RATE_LIMIT_SIGN_IN, { max: 20, windowMs: 5 * 60_000 })
export const ACCOUNT = parseLimit(process.env.RATE_LIMIT_ACCOUNT, { max: 10, windowMs: 15 * 60_000 })
export const CONTACT = parseLimit(process.env.RATE_LIMIT_CONTACT, { max: 5, windowMs: 10 * 60_000 })
const MAIL = parseLimit(process.env.RATE_LIMIT_MAIL, { max: 10, windowMs: 60 * 60_000 })
const EXEMPT = new Set((process.env.RATE_LIMIT_EXEMPT ?? "").split(",").map((ip) => ip.trim()).filter(Boolean))

/** The middlewares of one throttle: its counter, after whatever finds the key the counter is kept by. */
export type Throttle = readonly NonNullable<MiddlewareRoute["middlewares"]>[number][]

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

/**
 * One counter. `name` keys its counters in Redis: each throttle makes its limiter once, and every route declaring the
 * throttle shares that one counter.
 */
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

/** "at most 10 per 60 minutes": the mail limit as its 429's message names it. */
function described(limit: Limit): string {
  return `at most ${limit.max} per ${Math.round(limit.windowMs / 60_000)} minutes`
}

/**
 * A counter of mail an account makes the store send (RATE_LIMIT_MAIL): keyed by the account, never by the client
 * address, so changing addresses does not reset it; no address is exempt (RATE_LIMIT_EXEMPT is for health checkers,
 * not for mail an account asks for); it counts the mail sent, so a refused request (a plain member's invite, an address
 * already invited, a 429) uses up none of an account's or a clinic's mails.
 */
export const mailLimiter = (name: string, message: string, keyOf: KeyOf) =>
  limiter(name, MAIL, `${message} (${described(MAIL)})`, keyOf, { skipsExemptAddresses: false, countsRefused: false })

export const SIGN_IN_MESSAGE = "Too many sign-in attempts"

/**
 * The account a sign-in names: the email of the body, lower-cased. The surface gate has read the body already (every
 * route this keys is one whose body the gate reads before Medusa), so no parser runs here.
 */
export const emailOfBody: KeyOf = (req) => {
  const email = (req.body as { email?: unknown } | undefined)?.email
  return typeof email === "string" && email.trim() ? `email:${email.trim().toLowerCase()}` : undefined
}

/** The account a token exchange names: the subject of the bearer token (read, not verified: it only picks a counter). */
export const subjectOfToken: KeyOf = (req) => {
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
export const signInSession: KeyOf = (req) => {
  const cookie = /(?:^|;\s*)idp_session=([^;]+)/.exec(req.headers.cookie ?? "")?.[1]
  return cookie ? `session:${cookie}` : undefined
}

/** The signed-in customer (the pipeline's caller). */
export const signedInCustomer: KeyOf = (req) => {
  const id = customerIdOf(req as unknown as MedusaRequest)
  return id ? `customer:${id}` : undefined
}
