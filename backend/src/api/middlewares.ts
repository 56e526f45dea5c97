import type { MiddlewareRoute, MiddlewaresConfig } from "@medusajs/medusa"
import { withCors } from "./http/cors"
import { identityMiddlewares } from "./middlewares/identity"
import { sessionGuardMiddlewares } from "./middlewares/sessions"
import { staffSignInMiddlewares } from "./middlewares/staff-sign-in"
import { stripeHookMiddlewares } from "./middlewares/stripe-hook"
import { guardedRoutes } from "./pipeline/generate"
import { throttledRoutes } from "./pipeline/throttled"
import { callerMiddlewares } from "./surface/callers"

/**
 * Medusa 1.20 reads only this file. Its configuration is generated: every route's rules are declared in the route
 * table (surface/routes.ts: `caller`, `body`, `throttles`, `guards`), and each route with throttles or guards gets one
 * entry from pipeline/throttled.ts and one from pipeline/generate.ts, in the one order of throttles/order.ts and
 * guards/order.ts. PIPELINE lists the steps in the order they run; nothing is ordered by splicing.
 *
 * Two traps of Medusa 1.20's middleware config: an entry without `method` is a prefix match for every method
 * and also picks the body parser of the routes it matches (first match wins, so a broad one placed early would
 * impose its limit on later, more specific routes), and an entry for one method on a broad matcher such as
 * GET "/store/*" makes Express answer every OPTIONS preflight under it without CORS headers.
 * withCors() gives every entry with methods CORS and a preflight answer (http/cors.ts). The generated entries have
 * a method and an exact path each, so they decide no other route's parser.
 */
const PIPELINE: { area: string; routes: MiddlewareRoute[] }[] = [
  // The session guard first: the cookie's attributes and the end of revoked customer sessions, before anything reads the session.
  { area: "sessions: cookie policy, revoked sessions", routes: sessionGuardMiddlewares },
  // The caller: the customer authenticated once (req.caller), then the route table's caller rule (401 / staff body).
  { area: "caller", routes: callerMiddlewares },
  // The table's throttled routes, before any rule that reads the database for the caller (throttles in the declared order).
  { area: "throttles", routes: throttledRoutes() },
  // A staff sign-in's new session and the staff reset token's answer, once their throttles let the request through.
  { area: "staff password routes: a new session, the reset token", routes: staffSignInMiddlewares },
  // Every route's declared guards, in the one declared order.
  { area: "declared guards", routes: guardedRoutes() },
  // Infrastructure of a path prefix rather than a route's rule: /idp is off unless the local provider is on, answers
  // with CORS (also the preflights and paths the table does not list), and serves its key set (middlewares/identity.ts).
  { area: "identity provider: on or off, CORS, key set", routes: identityMiddlewares },
  // Infrastructure of a file route's parser: Medusa would parse the signed webhook's bytes as JSON (middlewares/stripe-hook.ts).
  { area: "Stripe's webhook body kept as sent", routes: stripeHookMiddlewares },
]

export const config: MiddlewaresConfig = { routes: withCors(PIPELINE.flatMap((step) => step.routes)) }
