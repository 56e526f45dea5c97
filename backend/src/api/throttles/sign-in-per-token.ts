import { ACCOUNT, limiter, SIGN_IN_MESSAGE, subjectOfToken, type Throttle } from "./limiter"

/** Token exchanges per account named by the bearer token's subject (RATE_LIMIT_ACCOUNT), whatever the client address. */
export const signInPerToken: Throttle = [limiter("account-token", ACCOUNT, SIGN_IN_MESSAGE, subjectOfToken)]
