import { CONTACT, limiter, type Throttle } from "./limiter"

/** Messages to staff per client address (RATE_LIMIT_CONTACT). */
export const contactForm: Throttle = [limiter("contact", CONTACT, "Too many messages")]
