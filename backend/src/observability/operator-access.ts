import { timingSafeEqual } from "node:crypto"
import type { Request } from "express"

/** The addresses whose direct connections may read the metrics when METRICS_ALLOW is not set: the instance's own host. */
const LOOPBACK = ["127.0.0.1", "::1"]

/**
 * Headers by which a proxy tells it passed a request on, whatever their spelling: `Forwarded`, `Via`, any
 * `X-Forwarded-*`, and the client-address headers (`X-Real-IP`, `True-Client-IP`, `CF-Connecting-IP`, `X-Client-IP`...).
 */
const FORWARDING_HEADER = /forwarded|(?:^|-)ip$|^via$/i

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

/** An IPv4 address as it is written, also when the socket reports it IPv4-mapped (`::ffff:127.0.0.1`). */
function plainAddress(address: string | undefined): string {
  return (address ?? "").replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, "")
}

/** The addresses the operator names in METRICS_ALLOW (comma-separated; set but empty: none), else loopback. */
function allowedAddresses(env: NodeJS.ProcessEnv): string[] {
  if (env.METRICS_ALLOW === undefined) return LOOPBACK
  return env.METRICS_ALLOW.split(",").map((address) => plainAddress(address.trim())).filter(Boolean)
}

/** Whether a proxy passed this request on: any forwarding header, whichever a proxy sends. */
function forwarded(req: Request): boolean {
  return Object.keys(req.headers).some((name) => FORWARDING_HEADER.test(name))
}

/**
 * Who may read the metrics (the `operator` caller of the route table): anyone sending `Authorization: Bearer
 * <METRICS_TOKEN>` when METRICS_TOKEN is set, or a client that connected straight from an address the operator allows
 * (METRICS_ALLOW, by default the instance's own host) and came through no proxy: a request bearing any forwarding
 * header (`Forwarded`, `X-Forwarded-For`, `X-Real-IP`, `Via`...) was passed on by a proxy on that address for someone
 * else. The socket's address is read, never req.ip.
 */
export function isOperator(req: Request, env: NodeJS.ProcessEnv = process.env): boolean {
  const token = env.METRICS_TOKEN?.trim()
  const auth = req.headers.authorization
  if (token && typeof auth === "string" && auth.startsWith("Bearer ") && sameSecret(auth.slice(7), token)) return true
  return allowedAddresses(env).includes(plainAddress(req.socket.remoteAddress)) && !forwarded(req)
}
