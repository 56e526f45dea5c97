import { inDeclaredOrder } from "../pipeline/declared-order"
import type { RoutePolicy } from "../surface/routes"

/**
 * The one order of the route guards: a route's table entry names its guards (surface/routes.ts, `guards`), and the
 * pipeline (pipeline/generate.ts) runs them in this order, whatever order the entry lists them in. Before any of
 * them, for every /store request: the session guard (the cookie's attributes, the end of revoked customer sessions:
 * middlewares/sessions.ts), then the caller (pipeline/caller.ts: the customer authenticated once and put on the
 * request as `req.caller`; 401 where the table says `customer`; a staff route's body read once the caller is staff),
 * then the throttles (throttles/order.ts). The gate (surface/gate.ts) has already read a /store or /idp body, once,
 * against the entry's body policy (malformed JSON 400, over the entry's `body.limit` 413).
 *
 * A guard's name is its file under guards/ (camelCase of the file name); each guard is implemented in that one file.
 */
export const GUARD_ORDER = [
  // The answer's form before every rule: these only wrap the answer (its SQL query count, gzip, a placed order's
  // payment standing), whoever gives it, and refuse nothing; wrapped first, every later answer passes through them.
  "queriesCounted",
  "answerCompressed",
  "paymentStandingAnswer",
  // Ownership first: a foreign cart answers 404 before any rule (approval, quantity, turn) can reveal something about
  // it, and a placed cart 409 naming its order; nothing waits for a cart that is not the caller's.
  "cartOwner",
  // The other things a route names are the caller's alone as a cart is (404 to anyone else), before any rule reads them:
  // an order edit, the payment collection of an edit, a swap read by its cart.
  "orderEditOwner",
  "paymentCollectionOwner",
  "swapOwner",
  // The form of what a request names or sends, checked before any turn is taken or anything is written: a gift card
  // code looked up, an address book's country, a staff-written customer name.
  "giftCardCode",
  "servedCountry",
  "namesAtMostMax",
  // The cart's turn right after ownership and before any rule reads the cart: a limit checked before the turn could
  // pass two parallel writes that each saw the cart before the other (the last round's race).
  "cartTurn",
  // A return or swap takes its order's turn (the order is named in the body; its ownership is checked before the turn
  // is taken, in the same rule), so two of them at once cannot both take the same units; a swap's items sent instead
  // are ones the customer may buy, checked in that turn.
  "returnable",
  "swapReturnable",
  // The purchase permission: a product the customer may not buy is 403 before the limits name any quantity.
  "mayBuy",
  // The cart's limits (quantities, the line limit against what the cart holds) after the permission, in the turn.
  "cartLimits",
  // A completion's shipping address names its recipient (400), once the contents' rules passed.
  "recipientNamed",
  // A cart waiting for approval takes no write (409 naming the request).
  "approvalFreeze",
  // A member's completion over a spending limit asks for approval (403), checked one completion at a time.
  "spendingApproval",
  // Card for individuals, invoice for clinics: the payment provider chosen or checked.
  "paymentChoice",
  // An order edit's difference is paid the customer's one way, as a cart is (after the payment collection's owner).
  "editPaidTheCustomersWay",
  // A cart whose card is authorised keeps its contents; a card cart is placed only for the amount authorised.
  "cardPayment",
  // A line added to a cart with an open payment is answered here, in one transaction with the payment's new amount,
  // after every rule above (it answers the request itself; a cart without payment goes on to Medusa).
  "lineWithPayment",
  // Discount and gift card codes named with the reason they may not be used; a discount removed by its code (answers).
  "cartCodes",
  // Stock writes wait their turn last: a refused request never holds one of the few stock-write turns (a cart's
  // completion, an approved request placing its cart's order, and the back office's stock routes share them).
  "stockWrite",
] as const

export type GuardName = (typeof GUARD_ORDER)[number]

/** A route's guards in the one declared order (guards/order.ts); an unknown or repeated name fails at start. */
export function guardsInOrder(route: Pick<RoutePolicy, "method" | "path" | "guards">): GuardName[] {
  return inDeclaredOrder("guard", GUARD_ORDER, route, route.guards)
}
