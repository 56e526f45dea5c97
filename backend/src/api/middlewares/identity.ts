import type { MedusaNextFunction, MedusaRequest, MedusaResponse, MiddlewareRoute } from "@medusajs/medusa"
import cors from "cors"
import { originMatcher, localProviderEnabled } from "../../identity/config"
import { serveJwks } from "../../idp/jwks"
import { storeOrigins } from "../../idp/request"
import { handler } from "../http/handler"

/**
 * The storefront may call /idp with credentials from the origins in STORE_CORS, and read `Retry-After` of a 429.
 * Also placed in front of the throttles of the /idp routes (pipeline/throttled.ts), so a 429 reaches the page
 * as a 429 and not as a network failure.
 */
export function idpCors() {
  return cors((req, callback) => {
    const allowed = originMatcher(storeOrigins(req as unknown as MedusaRequest))
    callback(null, { origin: (origin, done) => done(null, !!origin && allowed(origin)), credentials: true, exposedHeaders: ["Retry-After"] })
  })
}

/** /idp answers 404 when Clerk is configured (or in production): the local provider is off then. */
function localProviderOnly(_req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  if (localProviderEnabled()) return next()
  res.status(404).json({ type: "not_found", message: "The local identity provider is not enabled" })
}

/**
 * The local identity provider's infrastructure, not a route's rule: the whole /idp prefix is off (404) unless the local
 * provider is on, and answers the storefront's origins with CORS, for every path below it (also one the table does not
 * list, and the preflights); its key set is served here because tsc skips dot-folders (a file route under `.well-known` would never be compiled).
 * The bodies of /idp routes are read by the gate within the table's limits (`body.limit`).
 */
export const identityMiddlewares: MiddlewareRoute[] = [
  { matcher: "/idp", method: "USE", middlewares: [localProviderOnly, idpCors()] },
  { matcher: "/idp/.well-known/jwks.json", method: ["GET"], middlewares: [handler(serveJwks)] },
]
