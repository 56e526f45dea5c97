// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { authorised, refusal, startHarness, type Harness } from "./support/harness"

/** Payment intents as Stripe documents them for API version 2022-11-15, driven with Stripe's Node SDK. */
describe("the Stripe-compatible server's payment intents", () => {
  let h: Harness
  beforeAll(async () => {
    h = await startHarness()
  })
  afterAll(() => h.server.stop())

  it("creates an intent with Stripe's defaults: automatic confirmation, card as the payment method type", async () => {
    const intent = await h.stripe.paymentIntents.create({ amount: 1200, currency: "EUR" })
    expect(intent).toMatchObject({ object: "payment_intent", status: "requires_payment_method", confirmation_method: "automatic", payment_method_types: ["card"], capture_method: "automatic", currency: "eur", latest_charge: null })
  })

  it("names a missing currency or amount with code parameter_missing", async () => {
    expect(await refusal(h.stripe.paymentIntents.create({ amount: 1200 } as never))).toMatchObject({ statusCode: 400, code: "parameter_missing", param: "currency" })
    expect(await refusal(h.stripe.paymentIntents.create({ currency: "eur" } as never))).toMatchObject({ statusCode: 400, code: "parameter_missing", param: "amount" })
    expect(await refusal(h.stripe.paymentIntents.create({ amount: -5, currency: "eur" }))).toMatchObject({ statusCode: 400, code: "parameter_invalid_integer", param: "amount" })
  })

  it("takes a payment method at creation or by an update to requires_confirmation, and confirms with it", async () => {
    const created = await h.stripe.paymentIntents.create({ amount: 1200, currency: "eur", capture_method: "manual", payment_method: "pm_card_visa" })
    expect(created).toMatchObject({ status: "requires_confirmation", payment_method: expect.stringMatching(/^pm_/) })
    expect(await h.stripe.paymentIntents.confirm(created.id)).toMatchObject({ status: "requires_capture", payment_method: created.payment_method })
    const updated = await h.stripe.paymentIntents.update((await h.stripe.paymentIntents.create({ amount: 900, currency: "eur" })).id, { payment_method: "pm_card_mastercard" })
    expect(updated.status).toBe("requires_confirmation")
    expect(await h.stripe.paymentIntents.confirm(updated.id)).toMatchObject({ status: "succeeded", amount_received: 900 })
  })

  it("refuses to confirm an intent without a payment method", async () => {
    const intent = await h.stripe.paymentIntents.create({ amount: 1200, currency: "eur" })
    expect(await refusal(h.stripe.paymentIntents.confirm(intent.id))).toMatchObject({ statusCode: 400, code: "payment_intent_unexpected_state" })
  })

  it("updates the amount before confirmation only, and the metadata after capture too", async () => {
    const intent = await authorised(h.stripe, 1200)
    const amount = await refusal(h.stripe.paymentIntents.update(intent.id, { amount: 1500 }))
    expect(amount).toMatchObject({ statusCode: 400, code: "payment_intent_unexpected_state" })
    await h.stripe.paymentIntents.capture(intent.id)
    const tagged = await h.stripe.paymentIntents.update(intent.id, { metadata: { order_id: "order_1" }, description: "Order 1" })
    expect(tagged).toMatchObject({ status: "succeeded", amount: 1200, metadata: { order_id: "order_1" }, description: "Order 1" })
    expect((await h.stripe.paymentIntents.update(intent.id, { metadata: { order_id: "" } })).metadata).toEqual({})
  })

  it("asks for 3-D Secure with payment_intent.requires_action, and the browser reads the intent with its client secret only", async () => {
    const intent = await h.stripe.paymentIntents.create({ amount: 2500, currency: "eur", capture_method: "manual" })
    const asked = await h.stripe.paymentIntents.confirm(intent.id, { payment_method: "pm_card_threeDSecure2Required" })
    expect(asked).toMatchObject({ status: "requires_action", next_action: { type: "use_stripe_sdk" } })
    const [event] = (await h.stripe.events.list({ type: "payment_intent.requires_action", limit: 1 })).data
    expect(event.data.object).toMatchObject({ id: intent.id, status: "requires_action" })
    expect(await h.browser.paymentIntents.retrieve(intent.id, { client_secret: intent.client_secret! })).toMatchObject({ status: "requires_action" })
    expect(await refusal(h.browser.paymentIntents.retrieve(intent.id, { client_secret: "pi_other_secret_x" }))).toMatchObject({ statusCode: 404 })
  })
})
