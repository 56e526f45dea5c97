import { ACCOUNT, emailOfBody, limiter, SIGN_IN_MESSAGE, type Throttle } from "./limiter"

/**
 * Sign-in attempts per account named by the body's email (RATE_LIMIT_ACCOUNT), whatever the client address, so guessing
 * one account's password from many addresses is throttled too; the letter case of the email does not matter.
 */
export const signInPerEmail: Throttle = [limiter("account", ACCOUNT, SIGN_IN_MESSAGE, emailOfBody)]
