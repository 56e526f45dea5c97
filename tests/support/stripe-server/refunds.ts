import type express from "express"
import { requireSecretKey } from "./callers"
import { linkRefunds, refundCharge } from "./charges"
import { amountParam, choiceParam, mergedMetadata } from "./intent-params"
import { invalidRequest } from "./stripe-error"
import type { Store } from "./store"

const REFUND_REASONS = ["duplicate", "fraudulent", "requested_by_customer"] as const

/**
 * Refunds of a payment intent, named by the intent or by its charge: only of a succeeded (captured) intent, never
 * more than was captured and not yet refunded (the mock's rule), the refund naming its payment intent and charge.
 * Refunds of charges made without an intent go on to the mock.
 */
export function refundRoutes(router: express.Router, store: Store): void {
  router.post("/v1/refunds", (req, res, next) => {
    requireSecretKey(req)
    const body = req.body as Record<string, unknown>
    if (body.payment_intent === undefined && body.charge === undefined) {
      throw invalidRequest("One of the following params should be provided for this request: payment_intent or charge.", "payment_intent", "parameter_missing")
    }
    const intent = typeof body.payment_intent === "string" ? store.intent(body.payment_intent, "payment_intent") : store.intentOfCharge(String(body.charge))
    if (!intent) return next()
    if (body.charge !== undefined && body.charge !== intent.latest_charge) {
      throw invalidRequest(`The charge ${String(body.charge)} is not the successful charge of the PaymentIntent ${intent.id}, and cannot be refunded.`, "charge", "charge_not_refundable")
    }
    if (!intent.latest_charge || intent.status !== "succeeded") {
      throw invalidRequest(`This PaymentIntent (${intent.id}) does not have a successful charge to refund.`, "payment_intent", "charge_not_refundable")
    }
    const params: Record<string, string> = { charge: intent.latest_charge }
    const amount = amountParam(body, "amount")
    if (amount !== undefined) params.amount = String(amount)
    if (body.reason !== undefined) params.reason = choiceParam(body, "reason", REFUND_REASONS, "requested_by_customer")
    const refund = refundCharge(params)
    if (body.metadata !== undefined) refund.metadata = mergedMetadata({}, body.metadata)
    const charge = linkRefunds(intent.latest_charge, intent)
    store.webhooks.send("charge.refunded", charge)
    res.json(refund)
  })
}
