import type { MiddlewareRoute } from "@medusajs/medusa"
import { rateLimit, type Options } from "express-rate-limit"
import Redis from "ioredis"
import { RedisStore } from "rate-limit-redis"
import { ERROR_STATUS } from "../http/api-error"
import { idpCors } from "./identity"

/**
 * Rate limits on the routes that guess passwords or send mail-like content: sign-in (local identity provider,
 * token exchange) and the contact form. Per client IP (Medusa trusts one proxy hop); counters in Redis when
 * REDIS_URL is set, so several backend instances share them. Limits: RATE_LIMIT_SIGN_IN and
 * RATE_LIMIT_CONTACT as "<requests>/<seconds>"; RATE_LIMIT_EXEMPT lists IPs never limited (health checkers).
 */
type Limit = { max: number; windowMs: number }

function parseLimit(raw: string | undefined, fallback: Limit): Limit {
  const match = /^(\d+)\/(\d+)$/.exec(raw ?? "")
  return match ? { max: Number(match[1]), windowMs: Number(match[2]) * 1000 } : fallback
}

const SIGN_IN = parseLimit(process.env.RATE_LIMIT_SIGN_IN, { max: 20, windowMs: 5 * 60_000 })
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

function limiter(name: string, limit: Limit, message: string) {
  return rateLimit({
    windowMs: limit.windowMs,
    limit: limit.max,
    standardHeaders: "draft-7",
    legacyHeaders: false,
    store: store(name),
    skip: (req) => EXEMPT.has(req.ip ?? ""),
    handler: (_req, res) => {
      res.status(ERROR_STATUS.too_many_requests).json({ type: "too_many_requests", message })
    },
  })
}

const signIn = limiter("sign-in", SIGN_IN, "Too many sign-in attempts: wait a few minutes and try again")
const contact = limiter("contact", CONTACT, "Too many messages: wait a few minutes and try again")

// These entries run before the /idp CORS entry (middlewares.ts lists this area first): the /idp ones carry CORS
// themselves, so a 429 reaches the storefront readable (with Retry-After). /store entries get CORS from withCors().
const idpCorsFirst = idpCors()

export const rateLimitRoutes: MiddlewareRoute[] = [
  { matcher: "/idp/sign-in", method: ["POST"], middlewares: [idpCorsFirst, signIn] },
  { matcher: "/idp/sign-up", method: ["POST"], middlewares: [idpCorsFirst, signIn] },
  { matcher: "/idp/second-factor", method: ["POST"], middlewares: [idpCorsFirst, signIn] },
  { matcher: "/store/user/login", method: ["GET"], middlewares: [signIn] },
  { matcher: "/store/contact/form", method: ["POST"], middlewares: [contact] },
]
