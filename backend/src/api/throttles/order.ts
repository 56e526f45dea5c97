import { inDeclaredOrder } from "../pipeline/declared-order"
import type { RoutePolicy } from "../surface/routes"

/**
 * The one order of the throttles: a route's table entry names its throttles (surface/routes.ts, `throttles`), and the
 * pipeline (pipeline/throttled.ts) runs them in this order, whatever order the entry lists them in. They run after the
 * caller (pipeline/caller.ts) and before any rule that reads the database for the caller; a throttle that refuses
 * (429) stops the request before the throttles after it count it.
 *
 * A throttle's name is its file under throttles/ (camelCase of the file name); each is implemented in that one file.
 */
const THROTTLE_ORDER = [
  // Per client address first: an address guessing at many accounts is stopped before any account's counter moves.
  "signInPerAddress",
  "contactForm",
  "giftCardLookup",
  // Then per account, from any number of addresses: the email named, the token's subject, the provider's sign-in.
  "signInPerEmail",
  "signInPerToken",
  "signInPerSession",
  // Mail an account makes the store send last: a request another throttle refused sends no mail and counts none.
  "invitesPerAccount",
  "invitesPerClinic",
  "codesPerIdentity",
] as const

export type ThrottleName = (typeof THROTTLE_ORDER)[number]

/** A route's throttles in the one declared order; an unknown or repeated name fails at start. */
export function throttlesInOrder(route: Pick<RoutePolicy, "method" | "path" | "throttles">): ThrottleName[] {
  return inDeclaredOrder("throttle", THROTTLE_ORDER, route, route.throttles)
}
