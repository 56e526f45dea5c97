import type { PaymentIntent, Stripe, StripeElements, StripeElementLocale } from "@stripe/stripe-js"
import { fromPromise } from "xstate"
import type { CardAuthentication, CardConfirmation, CardIntentRead, CardResult } from "../../machines/checkout-payment.machine"
import { stripeFor } from "./stripe-loader"

/** Statuses of an intent whose payment is authorised (captured later from the back office, or at once). */
const AUTHORISED = new Set<PaymentIntent["status"]>(["requires_capture", "succeeded", "processing"])

/** What Stripe adds to the return URL after a redirect method (MobilePay); the checkout drops it on the way back. */
const RETURN_PARAMS = ["payment_intent", "payment_intent_client_secret", "redirect_status"]

/** The card settings the storefront is built with, and the shopper's language (Stripe words its errors in it). */
export type CardSettings = { publishableKey?: string; scriptUrl?: string; locale?: () => StripeElementLocale }

/** The intent's status, or the provider's message as the error (a decline, a failed 3-D Secure). */
function resultOf(result: { paymentIntent?: PaymentIntent; error?: { message?: string } }): CardResult {
  if (result.error) throw new Error(result.error.message ?? "The card was declined")
  if (!result.paymentIntent) throw new Error("The card provider gave no answer")
  return { status: result.paymentIntent.status }
}

/** Where a redirect method (MobilePay) sends the shopper back to: this checkout page, without an earlier return's parameters. */
export function returnUrlOf(href: string): string {
  const url = new URL(href)
  for (const param of RETURN_PARAMS) url.searchParams.delete(param)
  return url.toString()
}

/**
 * The checkout payment machine's services over Stripe.js (loaded from `scriptUrl`); the view mounts the Payment
 * Element with `@stripe/react-stripe-js` and reports it to the machine:
 * - `loadCardProvider` loads the script and answers Stripe for the publishable key, in the shopper's locale;
 * - `confirmCardPayment` checks the Payment Element (`elements.submit()`) and confirms the intent with it
 *   (`confirmPayment`, `redirect: "if_required"`: 3-D Secure runs in the page, MobilePay leaves for its approval
 *   and comes back to this page); a decline rejects with Stripe's message;
 * - `authenticateCard` runs a next action still pending (the issuer's 3-D Secure challenge after a reload);
 * - `readCardIntent` reads the intent's status (a reload during 3-D Secure leaves it `requires_action`).
 * Unit tests provide fakes instead (`machine.provide({ actors })`).
 */
export function createCardPaymentActors(settings: CardSettings) {
  return {
    loadCardProvider: fromPromise<unknown>(async () => {
      if (!settings.publishableKey) throw new Error("No card provider is configured")
      return stripeFor(settings.publishableKey, settings.scriptUrl, settings.locale?.())
    }),
    confirmCardPayment: fromPromise<CardResult, CardConfirmation>(async ({ input }) => {
      const stripe = input.provider as Stripe
      const elements = input.cardElement as StripeElements
      const checked = await elements.submit()
      if (checked.error) throw new Error(checked.error.message ?? "The payment details are incomplete")
      const result = await stripe.confirmPayment({ elements, confirmParams: { return_url: returnUrlOf(window.location.href) }, redirect: "if_required" })
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
