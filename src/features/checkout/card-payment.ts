import type { StripeCardElement } from "@stripe/stripe-js"
import { fromPromise } from "xstate"
import type { CardConfirmation } from "../../../machines/checkout-payment.machine"
import { stripeFor } from "./stripe-loader"

/** Loads Stripe for the card provider's key (the card element mounts over the same instance). */
async function loadedStripe(publishableKey: string | undefined) {
  if (!publishableKey) throw new Error("No card provider is configured")
  const stripe = await stripeFor(publishableKey)
  if (!stripe) throw new Error("The card provider could not be loaded")
  return stripe
}

/**
 * The checkout payment machine's card services over Stripe: `loadCardProvider` loads Stripe's script,
 * `confirmCardPayment` confirms the payment intent with the mounted card element; a declined card rejects with
 * Stripe's message. Unit tests provide fakes instead (`machine.provide({ actors })`).
 */
export function createCardPaymentActors(publishableKey: string | undefined) {
  return {
    loadCardProvider: fromPromise<void>(async () => {
      await loadedStripe(publishableKey)
    }),
    confirmCardPayment: fromPromise<void, CardConfirmation>(async ({ input }) => {
      const stripe = await loadedStripe(publishableKey)
      const result = await stripe.confirmCardPayment(input.clientSecret, { payment_method: { card: input.cardElement as StripeCardElement } })
      if (result.error) throw new Error(result.error.message ?? "The card was declined")
    }),
  }
}
