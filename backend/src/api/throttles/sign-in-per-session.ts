import { ACCOUNT, limiter, SIGN_IN_MESSAGE, signInSession, type Throttle } from "./limiter"

/**
 * Codes and passwords tried per sign-in of the identity provider (its session cookie; RATE_LIMIT_ACCOUNT): a second
 * factor, an email's code, a password change are guessed against the sign-in that asks for them.
 */
export const signInPerSession: Throttle = [limiter("account-session", ACCOUNT, SIGN_IN_MESSAGE, signInSession)]
