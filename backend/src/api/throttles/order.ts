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
  const declared = route.throttles ?? []
  for (const name of declared) {
    if (!THROTTLE_ORDER.includes(name)) throw new Error(`${route.method} ${route.path}: no throttle named ${String(name)}`)
  }
  if (new Set(declared).size !== declared.length) throw new Error(`${route.method} ${route.path}: a throttle is declared twice`)
  return [...declared].sort((a, b) => THROTTLE_ORDER.indexOf(a) - THROTTLE_ORDER.indexOf(b))
}
