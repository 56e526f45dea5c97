import type express from "express"
import { chargeIntent, declined } from "./charges"
import type { Intent } from "./intent"
import { StripeError } from "./stripe-error"
import type { Store } from "./store"

/** Stripe's card error for a failed 3-D Secure challenge and MobilePay's for a payment refused in the app. */
const FAILURES = {
  card: {
    type: "card_error",
    code: "payment_intent_authentication_failure",
    doc_url: "https://stripe.com/docs/error-codes/payment-intent-authentication-failure",
    message: "We are unable to authenticate your payment method. Please choose a different payment method and try again.",
  },
  mobilepay: {
    type: "invalid_request_error",
    code: "payment_intent_payment_attempt_failed",
    doc_url: "https://stripe.com/docs/error-codes/payment-intent-payment-attempt-failed",
    message: "The payment failed. The customer did not approve the payment in MobilePay.",
  },
} as const

/**
 * The shopper's answer to the action an intent waits for (`authenticate` or `fail`): authenticated, the payment
 * method is charged; failed, the intent needs another payment method. Only for an intent waiting for it.
 */
function answerAction(store: Store, intent: Intent, outcome: unknown): void {
  const methodId = store.threeDSecurePending.get(intent.id)
  if (intent.status !== "requires_action" || !methodId) {
    throw new StripeError(400, { type: "invalid_request_error", code: "payment_intent_unexpected_state", message: `This PaymentIntent's status is ${intent.status}.` })
  }
  store.threeDSecurePending.delete(intent.id)
  store.returnUrls.delete(intent.id)
  const known = store.methods.resolve(methodId)
  if (outcome !== "authenticate") {
    declined(store, intent, { ...FAILURES[known.method.type], payment_method: structuredClone(known.method) })
    return
  }
  chargeIntent(store, intent, known)
}

const escape = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`)

/**
 * Not Stripe's API: the issuer's 3-D Secure challenge, answered (`outcome`: `authenticate` or `fail`), what Stripe's
 * challenge frame does for its test cards. Only for an intent waiting for it, by whoever holds its client secret.
 * Authenticated, the card is charged; failed, the intent needs another payment method (200 with the intent, as the
 * challenge frame reports back to Stripe.js). And MobilePay's test page, where Stripe's redirect sends the shopper
 * (`next_action.redirect_to_url.url`): "Authorize test payment" or "Fail test payment", then back to the return URL
 * with `payment_intent`, `payment_intent_client_secret` and `redirect_status`, as Stripe returns.
 */
export function threeDSecureRoutes(router: express.Router, store: Store): void {
  router.post("/v1/payment_intents/:id/authenticate", (req, res) => {
    const intent = store.readableIntent(req)
    answerAction(store, intent, req.body.outcome)
    res.json(intent)
  })

  router.get("/mobilepay/authorize/:id", (req, res) => {
    const intent = store.intent(req.params.id)
    const secret = String(req.query.client_secret ?? "")
    if (secret !== intent.client_secret || !store.returnUrls.has(intent.id)) throw new StripeError(404, { type: "invalid_request_error", message: "No MobilePay payment waits here." })
    const amount = `${(intent.amount / 100).toFixed(2)} ${intent.currency.toUpperCase()}`
    const button = (outcome: string, label: string) =>
      `<form method="post"><input type="hidden" name="client_secret" value="${escape(secret)}"><input type="hidden" name="outcome" value="${outcome}"><button type="submit">${label}</button></form>`
    res.type("html").send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>MobilePay test payment</title></head>` +
        `<body><main><h1>MobilePay test payment</h1><p>Approve ${escape(amount)} in MobilePay.</p>${button("authenticate", "Authorize test payment")}${button("fail", "Fail test payment")}</main></body></html>`
    )
  })

  router.post("/mobilepay/authorize/:id", (req, res) => {
    const intent = store.intent(req.params.id)
    const waiting = store.returnUrls.get(intent.id)
    if (req.body.client_secret !== intent.client_secret || !waiting) throw new StripeError(404, { type: "invalid_request_error", message: "No MobilePay payment waits here." })
    const returnUrl = new URL(waiting)
    answerAction(store, intent, req.body.outcome)
    returnUrl.searchParams.set("payment_intent", intent.id)
    returnUrl.searchParams.set("payment_intent_client_secret", intent.client_secret)
    returnUrl.searchParams.set("redirect_status", intent.status === "requires_payment_method" ? "failed" : "succeeded")
    res.redirect(303, returnUrl.toString())
  })
}
