import type { MiddlewareRoute, MiddlewaresConfig } from "@medusajs/medusa"
import { withCors } from "./http/cors"
import { addressMiddlewares } from "./middlewares/addresses"
import { cartApprovalMiddlewares } from "./middlewares/cart-approval"
import { clinicMiddlewares } from "./middlewares/clinic"
import { commerceMiddlewares } from "./middlewares/commerce"
import { customerNameMiddlewares } from "./middlewares/customer-names"
import { giftCardLookupMiddlewares } from "./middlewares/gift-card-lookup"
import { identityMiddlewares } from "./middlewares/identity"
import { orderEditMiddlewares } from "./middlewares/order-edits"
import { ordersAgainMiddlewares } from "./middlewares/orders-again"
import { placedOrderAnswerMiddlewares } from "./middlewares/placed-order-answer"
import { returnMiddlewares } from "./middlewares/returns"
import { sessionGuardMiddlewares, sessionRouteMiddlewares } from "./middlewares/sessions"
import { staffSignInMiddlewares } from "./middlewares/staff-sign-in"
import { stockWriteMiddlewares } from "./middlewares/stock-writes"
import { stripeHookMiddlewares } from "./middlewares/stripe-hook"
import { guardedRoutes } from "./pipeline/generate"
import { throttledRoutes } from "./pipeline/throttled"
import { callerMiddlewares } from "./surface/callers"

/**
 * Medusa 1.20 reads only this file. Its configuration is generated: the routes whose rules the route table declares
 * (surface/routes.ts `throttles`, `guards`) get one entry each from pipeline/throttled.ts and pipeline/generate.ts,
 * their throttles and guards in the one order of throttles/order.ts and guards/order.ts; the areas not yet declared
 * in the table keep their entries in ./middlewares/<area>.ts, listed in PIPELINE below in the order they run. Adding
 * an area is a row of PIPELINE: nothing is ordered by splicing.
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
  // The table's routes with declared guards (carts and checkout): each route's guards in the declared order.
  { area: "declared guards", routes: guardedRoutes() },
  // Areas not yet declared in the table, each on its own routes:
  { area: "identity provider", routes: identityMiddlewares },
  { area: "clinics, members, invites, files", routes: clinicMiddlewares },
  { area: "commerce: products, orders, lab orders", routes: commerceMiddlewares },
  { area: "approval requests", routes: cartApprovalMiddlewares },
  { area: "address book: served countries", routes: addressMiddlewares },
  { area: "customer names at most 256 characters", routes: customerNameMiddlewares },
  { area: "sessions: sign out everywhere", routes: sessionRouteMiddlewares },
  { area: "Stripe's webhook body kept as sent", routes: stripeHookMiddlewares },
  { area: "invoices, order again, the open cart, lab samples", routes: ordersAgainMiddlewares },
  { area: "gift card look-ups", routes: giftCardLookupMiddlewares },
  { area: "returns and swaps of the customer's own order", routes: returnMiddlewares },
  { area: "order edits and their payment collections", routes: orderEditMiddlewares },
  { area: "the completion's answer says how the order's payment stands", routes: placedOrderAnswerMiddlewares },
  // Stock writes wait their turn last: a refused request never holds a turn.
  { area: "stock writes (back office, approvals)", routes: stockWriteMiddlewares },
]

export const config: MiddlewaresConfig = { routes: withCors(PIPELINE.flatMap((step) => step.routes)) }
