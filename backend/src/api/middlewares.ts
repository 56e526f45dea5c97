import type { MiddlewaresConfig, MiddlewareRoute } from "@medusajs/medusa"
import { withCors } from "./http/cors"
import { cartOwnershipMiddlewares } from "./middlewares/cart-ownership"
import { rateLimitRoutes } from "./middlewares/rate-limits"
import { clinicMiddlewares } from "./middlewares/clinic"
import { commerceMiddlewares } from "./middlewares/commerce"
import { identityMiddlewares } from "./middlewares/identity"
import { cartLimitMiddlewares } from "./middlewares/cart-limits"
import { cartApprovalMiddlewares } from "./middlewares/cart-approval"
import { addressMiddlewares } from "./middlewares/addresses"
import { stockWriteMiddlewares } from "./middlewares/stock-writes"
import { callerMiddlewares } from "./surface/callers"
import { cartTurnMiddlewares } from "./middlewares/cart-completion"
import { cartPaymentMiddlewares } from "./middlewares/cart-payment"
import { paymentChoiceMiddlewares } from "./middlewares/payment-choice"
import { customerNameMiddlewares } from "./middlewares/customer-names"
import { mailLimitRoutes } from "./middlewares/mail-limits"
import { sessionGuardMiddlewares, sessionRouteMiddlewares } from "./middlewares/sessions"
import { ordersAgainMiddlewares } from "./middlewares/orders-again"
import { cartCodeMiddlewares } from "./middlewares/cart-codes"
import { returnMiddlewares } from "./middlewares/returns"
import { orderEditMiddlewares } from "./middlewares/order-edits"
import { placedOrderAnswerMiddlewares } from "./middlewares/placed-order-answer"

/**
 * Medusa 1.20 reads only this file: each area of the API keeps its routes' middlewares in
 * ./middlewares/<area>.ts and is listed here.
 * Two traps of Medusa 1.20's middleware config: an entry without `method` is a prefix match for every method
 * and also picks the body parser of the routes it matches (first match wins, so a broad one placed early would
 * impose its limit on later, more specific routes), and an entry for one method on a broad matcher such as
 * GET "/store/*" makes Express answer every OPTIONS preflight under it without CORS headers.
 * withCors() gives every entry with methods CORS and a preflight answer (http/cors.ts).
 */
// The route table's caller rule comes first: which routes exist at all is decided before Medusa (surface/gate.ts).
const areas: MiddlewareRoute[][] = [callerMiddlewares, rateLimitRoutes, cartOwnershipMiddlewares, identityMiddlewares, clinicMiddlewares, commerceMiddlewares]
// carts: writes to a cart's contents and its completion take the cart's turn, before any rule reads the cart
areas.splice(areas.indexOf(cartOwnershipMiddlewares) + 1, 0, cartTurnMiddlewares)
// catalogue: the cart limits come after every other cart rule
areas.push(cartLimitMiddlewares)
// clinics: a cart waiting for approval is frozen; a member over a spending limit asks for approval
areas.push(cartApprovalMiddlewares)
// address book: saved addresses only in served countries
areas.push(addressMiddlewares)
// sessions: the cookie's attributes and the end of revoked customer sessions come before anything reads the session
areas.unshift(sessionGuardMiddlewares)
// mail: invites, codes sent again and reset links throttled per account and clinic; names at most 256 characters
areas.push(mailLimitRoutes, customerNameMiddlewares)
// sessions: sign out everywhere
areas.push(sessionRouteMiddlewares)
// payments: card for individuals, invoice for clinics, per region 
areas.push(paymentChoiceMiddlewares)
// invoices, order again, the customer's open cart, the order reference: signed-in customers only
areas.push(ordersAgainMiddlewares)
// carts: a cart whose card is authorised keeps its contents; it is placed only for the amount authorised
areas.push(cartPaymentMiddlewares)
// carts: discount and gift card codes named with the reason they may not be used; a discount removed by its code
areas.push(cartCodeMiddlewares)
// returns and swaps: of the customer's own order, fulfilled units not yet returned, one of an order at a time
areas.push(returnMiddlewares)
// order edits and the payment collections paying them: the customer's own order only, paid the customer's one way
areas.push(orderEditMiddlewares)
// carts: the completion's answer says how the order's payment stands (the confirmation's "what happens next")
areas.push(placedOrderAnswerMiddlewares)
// stock writes wait their turn last: a refused request never holds a turn
areas.push(stockWriteMiddlewares)

export const config: MiddlewaresConfig = { routes: withCors(areas.flat()) }
