import { limiter, SIGN_IN, SIGN_IN_MESSAGE, type Throttle } from "./limiter"

/**
 * Sign-in attempts per client address (RATE_LIMIT_SIGN_IN): one counter for every route that guesses a password or a
 * code, so one address guessing at many accounts, or on many routes, is throttled.
 */
export const signInPerAddress: Throttle = [limiter("sign-in", SIGN_IN, SIGN_IN_MESSAGE)]
