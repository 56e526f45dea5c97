// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { authorised, startHarness, type Harness } from "./support/harness"

/** The events Stripe sends for the flows served, and its list parameters. */
describe("the Stripe-compatible server's events", () => {
  let h: Harness
  let intentId: string
  beforeAll(async () => {
    h = await startHarness()
    const intent = await authorised(h.stripe, 1200)
    await h.stripe.paymentIntents.capture(intent.id)
    await h.stripe.refunds.create({ payment_intent: intent.id, amount: 200 })
    intentId = intent.id
  })
  afterAll(() => h.server.stop())

  it("sends Stripe's events for an authorisation, its capture and a refund, newest first", async () => {
    const events = await h.stripe.events.list({ limit: 100 })
    expect(events.data.map((event) => event.type)).toEqual([
      "charge.refunded",
      "payment_intent.succeeded",
      "charge.captured",
      "payment_intent.amount_capturable_updated",
      "charge.succeeded",
      "payment_intent.created",
    ])
    expect(events.data.every((event) => JSON.stringify(event.data.object).includes(intentId))).toBe(true)
  })

  it("pages with limit, starting_after and has_more, 10 by default", async () => {
    const first = await h.stripe.events.list({ limit: 2 })
    expect(first).toMatchObject({ object: "list", has_more: true, url: "/v1/events" })
    expect(first.data).toHaveLength(2)
    const next = await h.stripe.events.list({ limit: 10, starting_after: first.data[1].id })
    expect(next.data.map((event) => event.type)).toEqual(["charge.captured", "payment_intent.amount_capturable_updated", "charge.succeeded", "payment_intent.created"])
    expect(next.has_more).toBe(false)
    for (let i = 0; i < 3; i++) await h.stripe.paymentIntents.create({ amount: 100 + i, currency: "eur" })
    const byDefault = await h.stripe.events.list()
    expect(byDefault.data).toHaveLength(9)
    await h.stripe.paymentIntents.create({ amount: 200, currency: "eur" })
    await h.stripe.paymentIntents.create({ amount: 300, currency: "eur" })
    expect(await h.stripe.events.list()).toMatchObject({ has_more: true, data: expect.any(Array) })
    expect((await h.stripe.events.list()).data).toHaveLength(10)
  })

  it("filters by type, with Stripe's wildcard", async () => {
    const charges = await h.stripe.events.list({ type: "charge.*", limit: 100 })
    expect(charges.data.map((event) => event.type)).toEqual(["charge.refunded", "charge.captured", "charge.succeeded"])
    const captured = await h.stripe.events.list({ type: "charge.captured" })
    expect(captured.data.map((event) => event.type)).toEqual(["charge.captured"])
    const [event] = captured.data
    expect(await h.stripe.events.retrieve(event.id)).toEqual(event)
  })
})
