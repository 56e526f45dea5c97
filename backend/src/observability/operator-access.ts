import { timingSafeEqual } from "node:crypto"
import type { Request } from "express"

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

/**
 * Who may read the metrics (the `operator` caller of the route table): a client on the instance's own host that
 * came straight to the instance (the socket's address is loopback and no proxy added X-Forwarded-For), or anyone
 * sending `Authorization: Bearer <METRICS_TOKEN>` when METRICS_TOKEN is set. Never a visitor through the load
 * balancer, whatever X-Forwarded-For says: the socket address is read, not req.ip.
 */
export function isOperator(req: Request, env: NodeJS.ProcessEnv = process.env): boolean {
  const token = env.METRICS_TOKEN?.trim()
  const auth = req.headers.authorization
  if (token && typeof auth === "string" && auth.startsWith("Bearer ") && sameSecret(auth.slice(7), token)) return true
  return LOOPBACK.test(req.socket.remoteAddress ?? "") && req.headers["x-forwarded-for"] === undefined
}
