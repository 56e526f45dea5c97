import { mailLimiter, signedInCustomer, type Throttle } from "./limiter"

/** Invites mailed per inviting customer (RATE_LIMIT_MAIL). */
export const invitesPerAccount: Throttle = [mailLimiter("mail-inviter", "Too many invites from this account", signedInCustomer)]
