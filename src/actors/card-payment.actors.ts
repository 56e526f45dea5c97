import type { PaymentIntent, Stripe, StripeCardElement } from "@stripe/stripe-js"
import { fromCallback, fromPromise, type EventObject } from "xstate"
import type { CardAuthentication, CardConfirmation, CardIntentRead, CardMount, CardResult } from "../../machines/checkout-payment.machine"
import { stripeFor } from "./stripe-loader"

/** Statuses of an intent whose card is authorised (captured later from the back office, or at once). */
const AUTHORISED = new Set<PaymentIntent["status"]>(["requires_capture", "succeeded", "processing"])

/** The card settings the storefront is built with. */
export type CardSettings = { publishableKey?: string; scriptUrl?: string }

/** The intent's status, or the provider's message as the error (a decline, a failed 3-D Secure). */
function resultOf(result: { paymentIntent?: PaymentIntent; error?: { message?: string } }): CardResult {
  if (result.error) throw new Error(result.error.message ?? "The card was declined")
  if (!result.paymentIntent) throw new Error("The card provider gave no answer")
  return { status: result.paymentIntent.status }
}

/**
 * The checkout payment machine's card services over Stripe.js (loaded from `scriptUrl`):
 * - `loadCardProvider` loads the script and answers Stripe for the publishable key;
 * - `mountCardElement` mounts Stripe's card element into the view's container, sends CARD_READY with it once it is
 *   ready, and destroys it when the machine leaves the card;
 * - `confirmCardPayment` confirms the payment intent with the element, leaving any next action (3-D Secure) to the
 *   machine (`handleActions: false`); a decline rejects with Stripe's message;
 * - `authenticateCard` runs the next action (the issuer's 3-D Secure challenge); a failed one rejects;
 * - `readCardIntent` reads the intent's status (a reload during 3-D Secure leaves it `requires_action`).
 * Unit tests provide fakes instead (`machine.provide({ actors })`).
 */
export function createCardPaymentActors(settings: CardSettings) {
  return {
    loadCardProvider: fromPromise<unknown>(async () => {
      if (!settings.publishableKey) throw new Error("No card provider is configured")
      return stripeFor(settings.publishableKey, settings.scriptUrl)
    }),
    mountCardElement: fromCallback<EventObject, CardMount>(({ input, sendBack }) => {
      const card = (input.provider as Stripe).elements().create("card", { hidePostalCode: true })
      card.on("ready", () => sendBack({ type: "CARD_READY", cardElement: card }))
      card.on("change", (change) => sendBack({ type: "CARD_CHANGED", complete: change.complete }))
      card.mount(input.container as HTMLElement)
      return () => card.destroy()
    }),
    confirmCardPayment: fromPromise<CardResult, CardConfirmation>(async ({ input }) => {
      const stripe = input.provider as Stripe
      const result = await stripe.confirmCardPayment(input.clientSecret, { payment_method: { card: input.cardElement as StripeCardElement } }, { handleActions: false })
      return resultOf(result)
    }),
    authenticateCard: fromPromise<CardResult, CardAuthentication>(async ({ input }) => {
      const result = resultOf(await (input.provider as Stripe).handleNextAction({ clientSecret: input.clientSecret }))
      if (!AUTHORISED.has(result.status as PaymentIntent["status"])) throw new Error("The card could not be authenticated")
      return result
    }),
    readCardIntent: fromPromise<CardResult, CardIntentRead>(async ({ input }) => resultOf(await (input.provider as Stripe).retrievePaymentIntent(input.clientSecret))),
  }
}
