import { randomUUID } from "node:crypto"
import type { IncomingMessage, ServerResponse } from "node:http"

/** An incoming X-Request-Id is kept when it is a plain identifier: 1 to 128 letters, digits, `.`, `_`, `-`, `:`. */
const ACCEPTED_ID = /^[A-Za-z0-9._:-]{1,128}$/

/**
 * The request's id: the caller's X-Request-Id (the load balancer's, so one id follows a request through nginx and
 * the backend) when it is a plain identifier, otherwise a new UUID. It is echoed in the answer's X-Request-Id.
 */
export function requestIdOf(req: IncomingMessage, res: ServerResponse): string {
  const given = req.headers["x-request-id"]
  const id = typeof given === "string" && ACCEPTED_ID.test(given) ? given : randomUUID()
  res.setHeader("X-Request-Id", id)
  return id
}
