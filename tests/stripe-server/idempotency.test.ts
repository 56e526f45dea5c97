// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { authorised, refusal, startHarness, type Harness } from "./support/harness"

/** Stripe's idempotent requests (https://stripe.com/docs/api/idempotent_requests), driven with Stripe's Node SDK. */
describe("the Stripe-compatible server's idempotent requests", () => {
  let h: Harness
  beforeAll(async () => {
    h = await startHarness()
  })
  afterAll(() => h.server.stop())

  const lastAnswer = () => h.answers.at(-1)!

  it("replays the first answer to a retried create, with Idempotent-Replayed, and creates one intent", async () => {
    const params = { amount: 1200, currency: "eur", capture_method: "manual" as const }
    const first = await h.stripe.paymentIntents.create(params, { idempotencyKey: "create-1" })
    expect(lastAnswer().headers.get("idempotent-replayed")).toBeNull()
    const retried = await h.stripe.paymentIntents.create(params, { idempotencyKey: "create-1" })
    expect(retried).toEqual(first)
    expect(lastAnswer().headers.get("idempotent-replayed")).toBe("true")
    const created = await h.stripe.events.list({ type: "payment_intent.created", limit: 100 })
    expect(created.data.filter((event) => (event.data.object as { id: string }).id === first.id)).toHaveLength(1)
  })

  it("refuses the same key with other parameters or on another endpoint (400 idempotency_error), creating nothing", async () => {
    await h.stripe.paymentIntents.create({ amount: 1200, currency: "eur" }, { idempotencyKey: "create-2" })
    const before = (await h.stripe.events.list({ type: "payment_intent.created", limit: 100 })).data.length
    const other = await refusal(h.stripe.paymentIntents.create({ amount: 1300, currency: "eur" }, { idempotencyKey: "create-2" }))
    expect(other).toMatchObject({ type: "StripeIdempotencyError", statusCode: 400 })
    expect(other.raw).toMatchObject({ type: "idempotency_error" })
    const elsewhere = await refusal(h.stripe.paymentMethods.create({ type: "card", card: { number: "4242424242424242", exp_month: 12, exp_year: 2040 } }, { idempotencyKey: "create-2" }))
    expect(elsewhere).toMatchObject({ type: "StripeIdempotencyError", statusCode: 400 })
    expect((await h.stripe.events.list({ type: "payment_intent.created", limit: 100 })).data).toHaveLength(before)
  })

  it("refunds once when a refund is retried: two 300 refunds under one key leave 300 refunded", async () => {
    const intent = await authorised(h.stripe)
    await h.stripe.paymentIntents.capture(intent.id)
    const first = await h.stripe.refunds.create({ payment_intent: intent.id, amount: 300 }, { idempotencyKey: "refund-1" })
    const retried = await h.stripe.refunds.create({ payment_intent: intent.id, amount: 300 }, { idempotencyKey: "refund-1" })
    expect(retried.id).toBe(first.id)
    const charge = await h.stripe.charges.retrieve(String(intent.latest_charge))
    expect(charge).toMatchObject({ amount_refunded: 300, refunded: false })
    expect(charge.refunds?.data.map((refund) => refund.id)).toEqual([first.id])
  })

  it("answers a retried capture with the first capture instead of failing it", async () => {
    const intent = await authorised(h.stripe)
    const first = await h.stripe.paymentIntents.capture(intent.id, { amount_to_capture: 1000 }, { idempotencyKey: "capture-1" })
    const retried = await h.stripe.paymentIntents.capture(intent.id, { amount_to_capture: 1000 }, { idempotencyKey: "capture-1" })
    expect(retried).toEqual(first)
    expect(retried).toMatchObject({ status: "succeeded", amount_received: 1000 })
    const unkeyed = await refusal(h.stripe.paymentIntents.capture(intent.id))
    expect(unkeyed.code).toBe("payment_intent_unexpected_state")
  })

  it("replays a decline (402) rather than charging the card again", async () => {
    const intent = await h.stripe.paymentIntents.create({ amount: 1200, currency: "eur", capture_method: "manual" })
    const first = await refusal(h.stripe.paymentIntents.confirm(intent.id, { payment_method: "pm_card_chargeDeclined" }, { idempotencyKey: "confirm-1" }))
    const retried = await refusal(h.stripe.paymentIntents.confirm(intent.id, { payment_method: "pm_card_chargeDeclined" }, { idempotencyKey: "confirm-1" }))
    expect(first).toMatchObject({ statusCode: 402, code: "card_declined" })
    expect(retried.code).toBe("card_declined")
    const [firstAnswer, retriedAnswer] = h.answers.slice(-2)
    expect(retriedAnswer.body).toEqual(firstAnswer.body)
    expect(retriedAnswer.headers.get("idempotent-replayed")).toBe("true")
    const failures = await h.stripe.events.list({ type: "charge.failed", limit: 100 })
    expect(failures.data.filter((event) => (event.data.object as { payment_intent: string }).payment_intent === intent.id)).toHaveLength(1)
  })

  it("keeps no answer for parameters that failed validation: the same key then runs the corrected request", async () => {
    const invalid = await refusal(h.stripe.paymentIntents.create({ amount: 1200 } as never, { idempotencyKey: "create-3" }))
    expect(invalid).toMatchObject({ statusCode: 400, code: "parameter_missing", param: "currency" })
    const corrected = await h.stripe.paymentIntents.create({ amount: 1200, currency: "eur" }, { idempotencyKey: "create-3" })
    expect(corrected).toMatchObject({ amount: 1200, currency: "eur", status: "requires_payment_method" })
  })

  it("names the key in the events the request caused", async () => {
    const intent = await h.stripe.paymentIntents.create({ amount: 1500, currency: "eur" }, { idempotencyKey: "create-4" })
    const [event] = (await h.stripe.events.list({ type: "payment_intent.created", limit: 1 })).data
    expect((event.data.object as { id: string }).id).toBe(intent.id)
    expect(event.request).toMatchObject({ idempotency_key: "create-4", id: expect.stringMatching(/^req_/) })
  })
})
