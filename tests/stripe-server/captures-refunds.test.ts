// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { authorised, refusal, startHarness, type Harness } from "./support/harness"

/** Captures, cancels and refunds bounded as Stripe documents them, and charges linked to their intents both ways. */
describe("the Stripe-compatible server's captures, cancels, refunds and charges", () => {
  let h: Harness
  beforeAll(async () => {
    h = await startHarness()
  })
  afterAll(() => h.server.stop())

  it("refuses to capture more than amount_capturable, and the intent still waits for its capture", async () => {
    const intent = await authorised(h.stripe, 1200)
    const over = await refusal(h.stripe.paymentIntents.capture(intent.id, { amount_to_capture: 5000 }))
    expect(over).toMatchObject({ statusCode: 400, type: "StripeInvalidRequestError", code: "amount_too_large", param: "amount_to_capture" })
    expect(await h.stripe.paymentIntents.retrieve(intent.id)).toMatchObject({ status: "requires_capture", amount_capturable: 1200, amount_received: 0 })
    expect(await h.stripe.charges.retrieve(String(intent.latest_charge))).toMatchObject({ captured: false, amount_captured: 0 })
  })

  it("captures part of an authorisation: amount_received is what was captured, the rest released", async () => {
    const intent = await authorised(h.stripe, 1200)
    const captured = await h.stripe.paymentIntents.capture(intent.id, { amount_to_capture: 1000 })
    expect(captured).toMatchObject({ status: "succeeded", amount_received: 1000, amount_capturable: 0 })
    expect(await h.stripe.charges.retrieve(String(captured.latest_charge))).toMatchObject({ captured: true, amount_captured: 1000, payment_intent: intent.id })
  })

  it("links the charge and its intent both ways, with the payment method and its card", async () => {
    const intent = await authorised(h.stripe, 1200)
    expect(intent.latest_charge).toMatch(/^ch_/)
    const charge = await h.stripe.charges.retrieve(String(intent.latest_charge))
    expect(charge).toMatchObject({ payment_intent: intent.id, payment_method: intent.payment_method, amount: 1200, currency: "eur" })
    expect(charge.payment_method_details).toMatchObject({ type: "card", card: { brand: "visa", last4: "4242" } })
  })

  it("keeps a declined charge as the intent's latest_charge, linked to the intent", async () => {
    const intent = await h.stripe.paymentIntents.create({ amount: 1200, currency: "eur", capture_method: "manual" })
    const declined = await refusal(h.stripe.paymentIntents.confirm(intent.id, { payment_method: "pm_card_chargeDeclined" }))
    expect(declined).toMatchObject({ statusCode: 402, type: "StripeCardError", code: "card_declined", decline_code: "generic_decline" })
    expect(declined.payment_method).toMatchObject({ object: "payment_method", type: "card", card: { last4: "0002" } })
    const after = await h.stripe.paymentIntents.retrieve(intent.id)
    expect(after).toMatchObject({ status: "requires_payment_method", latest_charge: declined.charge, payment_method: null })
    expect(after.last_payment_error).toMatchObject({ code: "card_declined", charge: declined.charge, payment_method: { object: "payment_method", card: { last4: "0002" } } })
    expect(await h.stripe.charges.retrieve(String(declined.charge))).toMatchObject({ status: "failed", payment_intent: intent.id, captured: false })
    await h.stripe.paymentIntents.confirm(intent.id, { payment_method: "pm_card_visa" })
    await h.stripe.paymentIntents.capture(intent.id)
    expect(await refusal(h.stripe.refunds.create({ charge: String(declined.charge) }))).toMatchObject({ statusCode: 400, param: "charge" })
    expect((await h.stripe.charges.retrieve(String(declined.charge))).amount_refunded).toBe(0)
  })

  it("refunds no more than was captured, each refund naming its payment intent and charge", async () => {
    const intent = await authorised(h.stripe, 1200)
    await h.stripe.paymentIntents.capture(intent.id, { amount_to_capture: 1000 })
    const first = await h.stripe.refunds.create({ payment_intent: intent.id, amount: 600 })
    expect(first).toMatchObject({ amount: 600, payment_intent: intent.id, charge: intent.latest_charge, status: "succeeded" })
    const over = await refusal(h.stripe.refunds.create({ payment_intent: intent.id, amount: 500 }))
    expect(over).toMatchObject({ statusCode: 400, param: "amount" })
    const byCharge = await h.stripe.refunds.create({ charge: String(intent.latest_charge), amount: 400 })
    expect(byCharge).toMatchObject({ amount: 400, payment_intent: intent.id })
    expect(await h.stripe.refunds.retrieve(first.id)).toMatchObject({ payment_intent: intent.id })
  })

  it("refuses to refund an intent not yet captured", async () => {
    const intent = await authorised(h.stripe, 1200)
    const refused = await refusal(h.stripe.refunds.create({ payment_intent: intent.id }))
    expect(refused).toMatchObject({ statusCode: 400, param: "payment_intent" })
  })

  it("cancels an authorisation, releasing its charge, and refuses to cancel it again or to cancel a succeeded intent", async () => {
    const intent = await authorised(h.stripe, 1200)
    const canceled = await h.stripe.paymentIntents.cancel(intent.id, { cancellation_reason: "abandoned" })
    expect(canceled).toMatchObject({ status: "canceled", cancellation_reason: "abandoned", amount_capturable: 0 })
    expect(await h.stripe.charges.retrieve(String(intent.latest_charge))).toMatchObject({ refunded: true, amount_refunded: 1200 })
    expect((await refusal(h.stripe.paymentIntents.cancel(intent.id))).code).toBe("payment_intent_unexpected_state")
    const paid = await h.stripe.paymentIntents.create({ amount: 800, currency: "eur", payment_method: "pm_card_visa", confirm: true })
    expect(paid.status).toBe("succeeded")
    expect((await refusal(h.stripe.paymentIntents.cancel(paid.id))).code).toBe("payment_intent_unexpected_state")
    const open = await h.stripe.paymentIntents.create({ amount: 800, currency: "eur" })
    expect(await refusal(h.stripe.paymentIntents.cancel(open.id, { cancellation_reason: "bored" as never }))).toMatchObject({ statusCode: 400, param: "cancellation_reason" })
    expect((await h.stripe.paymentIntents.retrieve(open.id)).status).toBe("requires_payment_method")
  })
})
