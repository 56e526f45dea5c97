import type express from "express"
import { requireSecretKey } from "./callers"
import { captureCharge, linkRefunds, refundCharge } from "./charges"
import { amountParam, choiceParam } from "./intent-params"
import { invalidRequest, unexpectedState } from "./stripe-error"
import type { Store } from "./store"

const CANCELABLE = ["requires_payment_method", "requires_capture", "requires_confirmation", "requires_action", "processing"]
const CANCELLATION_REASONS = ["duplicate", "fraudulent", "requested_by_customer", "abandoned"] as const

/**
 * Capture and cancel as Stripe documents them. A capture takes an intent waiting for it, for at most its
 * `amount_capturable` (all of it by default); the rest is released. A cancel takes any intent not yet succeeded or
 * canceled, and releases an authorised charge (refunded in full).
 */
export function captureRoutes(router: express.Router, store: Store): void {
  router.post("/v1/payment_intents/:id/capture", (req, res) => {
    requireSecretKey(req)
    const intent = store.intent(req.params.id)
    if (intent.status !== "requires_capture" || !intent.latest_charge) {
      throw unexpectedState(`This PaymentIntent could not be captured because it has a status of ${intent.status}.`, intent)
    }
    const amount = amountParam(req.body, "amount_to_capture") ?? intent.amount_capturable
    if (amount > intent.amount_capturable) {
      throw invalidRequest(
        `The amount to capture (${amount}) must be less than or equal to this PaymentIntent's amount_capturable (${intent.amount_capturable}).`,
        "amount_to_capture",
        "amount_too_large"
      )
    }
    captureCharge(intent.latest_charge, amount)
    const charge = linkRefunds(intent.latest_charge, intent)
    intent.status = "succeeded"
    intent.amount_received = amount
    intent.amount_capturable = 0
    store.webhooks.send("charge.captured", charge)
    store.webhooks.send("payment_intent.succeeded", intent)
    res.json(intent)
  })

  router.post("/v1/payment_intents/:id/cancel", (req, res) => {
    requireSecretKey(req)
    const intent = store.intent(req.params.id)
    if (!CANCELABLE.includes(intent.status)) {
      throw unexpectedState(
        `You cannot cancel this PaymentIntent because it has a status of ${intent.status}. Only a PaymentIntent with one of the following statuses may be canceled: ${CANCELABLE.join(", ")}.`,
        intent
      )
    }
    const reason = req.body.cancellation_reason === undefined ? null : choiceParam(req.body, "cancellation_reason", CANCELLATION_REASONS, "abandoned")
    if (intent.latest_charge && intent.status === "requires_capture") {
      refundCharge({ charge: intent.latest_charge })
      store.webhooks.send("charge.refunded", linkRefunds(intent.latest_charge, intent))
    }
    store.threeDSecurePending.delete(intent.id)
    Object.assign(intent, { status: "canceled", canceled_at: Math.floor(Date.now() / 1000), cancellation_reason: reason, amount_capturable: 0, next_action: null })
    store.webhooks.send("payment_intent.canceled", intent)
    res.json(intent)
  })
}
