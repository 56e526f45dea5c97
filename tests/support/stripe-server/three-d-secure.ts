import type express from "express"
import { chargeIntent, declined } from "./charges"
import { StripeError } from "./stripe-error"
import type { Store } from "./store"

/**
 * Not Stripe's API: the issuer's 3-D Secure challenge, answered (`outcome`: `authenticate` or `fail`), what Stripe's
 * challenge frame does for its test cards. Only for an intent waiting for it, by whoever holds its client secret.
 * Authenticated, the card is charged; failed, the intent needs another payment method (200 with the intent, as the
 * challenge frame reports back to Stripe.js).
 */
export function threeDSecureRoutes(router: express.Router, store: Store): void {
  router.post("/v1/payment_intents/:id/authenticate", (req, res) => {
    const intent = store.readableIntent(req)
    const methodId = store.threeDSecurePending.get(intent.id)
    if (intent.status !== "requires_action" || !methodId) {
      throw new StripeError(400, { type: "invalid_request_error", code: "payment_intent_unexpected_state", message: `This PaymentIntent's status is ${intent.status}.` })
    }
    store.threeDSecurePending.delete(intent.id)
    const known = store.methods.resolve(methodId)
    if (req.body.outcome !== "authenticate") {
      declined(store, intent, {
        type: "card_error",
        code: "payment_intent_authentication_failure",
        doc_url: "https://stripe.com/docs/error-codes/payment-intent-authentication-failure",
        message: "We are unable to authenticate your payment method. Please choose a different payment method and try again.",
        payment_method: structuredClone(known.method),
      })
      res.json(intent)
      return
    }
    chargeIntent(store, intent, known)
    res.json(intent)
  })
}
