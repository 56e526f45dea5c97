import { codesPerIdentity } from "./codes-per-identity"
import { contactForm } from "./contact-form"
import { giftCardLookup } from "./gift-card-lookup"
import { invitesPerAccount } from "./invites-per-account"
import { invitesPerClinic } from "./invites-per-clinic"
import type { Throttle } from "./limiter"
import type { ThrottleName } from "./order"
import { signInPerAddress } from "./sign-in-per-address"
import { signInPerEmail } from "./sign-in-per-email"
import { signInPerSession } from "./sign-in-per-session"
import { signInPerToken } from "./sign-in-per-token"

/** Every throttle a route may declare, by name (their one order: ./order.ts); one counter each, shared by its routes. */
export const THROTTLES: Record<ThrottleName, Throttle> = {
  signInPerAddress,
  contactForm,
  giftCardLookup,
  signInPerEmail,
  signInPerToken,
  signInPerSession,
  invitesPerAccount,
  invitesPerClinic,
  codesPerIdentity,
}
