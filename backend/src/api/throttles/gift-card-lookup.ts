import { limiter, SIGN_IN, type Throttle } from "./limiter"

/** Looking a gift card up by its code is a guess at a secret: per address, as many as sign-in attempts (RATE_LIMIT_SIGN_IN). */
export const giftCardLookup: Throttle = [limiter("gift-card", SIGN_IN, "Too many gift card look-ups")]
