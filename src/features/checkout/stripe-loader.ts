import type { Stripe } from "@stripe/stripe-js"

const stripeByKey = new Map<string, Promise<Stripe | null>>()

/** Stripe for a publishable key: its script is fetched once per key (`@stripe/stripe-js/pure`, a lazy chunk), only when a card session asks. */
export function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let promise = stripeByKey.get(publishableKey)
  if (!promise) {
    promise = import("@stripe/stripe-js/pure").then(({ loadStripe }) => loadStripe(publishableKey))
    stripeByKey.set(publishableKey, promise)
  }
  return promise
}
