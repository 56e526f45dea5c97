import { describe, expect, inject, it } from "vitest"
import Stripe from "stripe"
import { request, staff } from "./support/client"
import { approvedIndividual } from "./support/commerce-fixtures"
import { clinicBuyer, confirmCard, europeanCart, intentOf, openPayment, stripeCall } from "./support/card-fixtures"
import { sql } from "./support/db"
import { asBytes } from "./support/binary"
import { waitForMail } from "./support/mail"
import { formatStoreDay } from "@clinic-store/contract"
import { pdfText } from "../support/pdf-text"

/**
 * Card payments end to end against the Stripe-compatible server (tests/support/stripe-server): medusa-payment-stripe
 * creates the payment intent, the browser's part (Stripe.js) is played by calls with the publishable key, the back
 * office captures and refunds, and the server's signed webhooks reach /hooks/stripe.
 */

async function orderPayment(orderId: string) {
  const [row] = await sql<{ payment_status: string; captured_at: Date | null; amount_refunded: number }>(
    `select o.payment_status, p.captured_at, p.amount_refunded from "order" o join payment p on p.order_id = o.id where o.id = $1`,
    [orderId]
  )
  return row
}

async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const value = await read()
    if (done(value)) return value
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return read()
}

/** An individual's European cart with its card session open; the intent id and client secret. */
async function cardCart() {
  const customer = await approvedIndividual()
  const cartId = await europeanCart(customer)
  const cart = await openPayment(customer, cartId)
  expect(cart.payment_session?.provider_id).toBe("stripe")
  const intentId = cart.payment_session!.data.id!
  const clientSecret = cart.payment_session!.data.client_secret!
  return { customer, cartId, cart, intentId, clientSecret }
}

/** An event signed as Stripe signs it: with the store's webhook secret unless another is given. */
function signedEvent(event: Record<string, unknown>, options: { timestamp?: number; secret?: string } = {}) {
  const payload = JSON.stringify(event)
  const signature = new Stripe("sk_test_x", { apiVersion: "2022-11-15" }).webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? inject("stripeWebhookSecret"),
    timestamp: options.timestamp,
  })
  return { payload, signature }
}

describe("card payments (medusa-payment-stripe against a Stripe-compatible server)", () => {
  it("creates the payment intent with the cart's amount and currency; a confirmed card authorises, the back office captures and refunds", async () => {
    const { customer, cartId, cart, intentId, clientSecret } = await cardCart()
    const created = await intentOf(intentId)
    expect(created).toMatchObject({ amount: cart.total, currency: "eur", status: "requires_payment_method" })
    expect(cart.region.currency_code).toBe("eur")

    const confirmed = await confirmCard(clientSecret, "pm_card_visa")
    expect(confirmed.status).toBe(200)
    expect(confirmed.body.status).toBe("requires_capture")

    const completed = await customer.agent.post(`/store/carts/${cartId}/complete`)
    expect(completed.status, JSON.stringify(completed.body)).toBe(200)
    expect(completed.body.type).toBe("order")
    const orderId = completed.body.data.id as string
    expect(await orderPayment(orderId)).toMatchObject({ payment_status: "awaiting", captured_at: null })

    const admin = await staff()
    const captured = await admin.post(`/admin/orders/${orderId}/capture`)
    expect(captured.status, JSON.stringify(captured.body)).toBe(200)
    expect(captured.body.order.payment_status).toBe("captured")
    expect((await intentOf(intentId)).status).toBe("succeeded")

    const refunded = await admin.post(`/admin/orders/${orderId}/refund`).send({ amount: 1000, reason: "other" })
    expect(refunded.status, JSON.stringify(refunded.body)).toBe(200)
    expect(refunded.body.order.payment_status).toBe("partially_refunded")
    const charge = await stripeCall(`/v1/charges/${(await intentOf(intentId)).latest_charge}`)
    expect(charge.body).toMatchObject({ amount: cart.total, amount_refunded: 1000 })
  })

  it("the payment reads the same on the order's page, in the order mail and on the invoice: paid by card, or the invoice's due day", async () => {
    const { customer, cartId, clientSecret } = await cardCart()
    expect((await confirmCard(clientSecret, "pm_card_visa")).body.status).toBe("requires_capture")
    const placed = await customer.agent.post(`/store/carts/${cartId}/complete`)
    expect(placed.status, JSON.stringify(placed.body)).toBe(200)
    const card = placed.body.data as { id: string; display_id: number }
    // Medusa calls an authorised card "awaiting"; the shopper reads that it is paid by card.
    expect((await customer.agent.get(`/store/orders/${card.id}`).expect(200)).body.order.payment_standing).toEqual({ kind: "paid_by_card" })
    const listed = (await customer.agent.get("/store/orders/list").expect(200)).body.orders as { id: string; payment_standing: unknown }[]
    expect(listed.find((order) => order.id === card.id)?.payment_standing).toEqual({ kind: "paid_by_card" })
    expect((await waitForMail(customer.email, new RegExp(`#${card.display_id} is placed`))).text).toContain("Payment: Paid by card")
    expect(await pdfText((await asBytes(customer.agent.get(`/store/orders/${card.id}/invoice`)).expect(200)).body)).toContain("Payment: Paid by card")

    const buyer = await clinicBuyer()
    const invoiceCartId = await europeanCart(buyer, "ECS-COUPLE")
    expect((await openPayment(buyer, invoiceCartId)).payment_session?.provider_id).toBe("manual")
    const invoiced = await buyer.agent.post(`/store/carts/${invoiceCartId}/complete`)
    expect(invoiced.status, JSON.stringify(invoiced.body)).toBe(200)
    const order = invoiced.body.data as { id: string; display_id: number; created_at: string; email: string }
    const due = new Date(new Date(order.created_at).getTime() + 30 * 86_400_000).toISOString().slice(0, 10)
    expect((await buyer.agent.get(`/store/orders/${order.id}`).expect(200)).body.order.payment_standing).toEqual({ kind: "invoice_due", due })
    const words = `Payment: Invoice due ${formatStoreDay(due, "en")}`
    expect((await waitForMail(order.email, new RegExp(`#${order.display_id} is placed`))).text).toContain(words)
    expect(await pdfText((await asBytes(buyer.agent.get(`/store/orders/${order.id}/invoice`)).expect(200)).body)).toContain(words)
  }, 120_000)

  it("an order cancelled in the back office cancels its payment intent (the authorised amount is released)", async () => {
    const { customer, cartId, intentId, clientSecret } = await cardCart()
    await confirmCard(clientSecret, "pm_card_visa")
    const placed = await customer.agent.post(`/store/carts/${cartId}/complete`).expect(200)
    const cancelled = await (await staff()).post(`/admin/orders/${placed.body.data.id}/cancel`)
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200)
    expect(cancelled.body.order.status).toBe("canceled")
    expect((await intentOf(intentId)).status).toBe("canceled")
  })

  it("a declined card leaves the cart unplaced; a working card then places it", async () => {
    const { customer, cartId, intentId, clientSecret } = await cardCart()
    const declined = await confirmCard(clientSecret, "pm_card_chargeDeclined")
    expect(declined.status).toBe(402)
    expect(declined.body.error).toMatchObject({ type: "card_error", code: "card_declined" })
    expect((await intentOf(intentId)).status).toBe("requires_payment_method")

    const refused = await customer.agent.post(`/store/carts/${cartId}/complete`)
    expect(refused.body.type).not.toBe("order")
    expect(await sql(`select id from "order" where cart_id = $1`, [cartId])).toHaveLength(0)

    expect((await confirmCard(clientSecret, "pm_card_visa")).body.status).toBe("requires_capture")
    const placed = await customer.agent.post(`/store/carts/${cartId}/complete`)
    expect(placed.status, JSON.stringify(placed.body)).toBe(200)
    expect(placed.body.type).toBe("order")
  })

  it("a failed 3-D Secure challenge declines the card: nothing is placed", async () => {
    const { customer, cartId, intentId, clientSecret } = await cardCart()
    expect((await confirmCard(clientSecret, "pm_card_threeDSecure2Required")).body.status).toBe("requires_action")
    const failed = await stripeCall(`/v1/payment_intents/${intentId}/authenticate`, { key: "publishable", form: { client_secret: clientSecret, outcome: "fail" } })
    expect(failed.body).toMatchObject({ status: "requires_payment_method", last_payment_error: { code: "payment_intent_authentication_failure" } })
    expect((await customer.agent.post(`/store/carts/${cartId}/complete`)).body.type).not.toBe("order")
    expect(await sql(`select id from "order" where cart_id = $1`, [cartId])).toHaveLength(0)
  })

  it("a card needing 3-D Secure is placed only once authenticated", async () => {
    const { customer, cartId, intentId, clientSecret } = await cardCart()
    const confirmed = await confirmCard(clientSecret, "pm_card_authenticationRequired")
    expect(confirmed.body.status).toBe("requires_action")
    const early = await customer.agent.post(`/store/carts/${cartId}/complete`)
    expect(early.body.type).not.toBe("order")

    const authenticated = await stripeCall(`/v1/payment_intents/${intentId}/authenticate`, {
      key: "publishable",
      form: { client_secret: clientSecret, outcome: "authenticate" },
    })
    expect(authenticated.body.status).toBe("requires_capture")
    const placed = await customer.agent.post(`/store/carts/${cartId}/complete`)
    expect(placed.body.type).toBe("order")
  })

  it("completion is idempotent under double clicks with a card: one order, one authorised intent", async () => {
    const { customer, cartId, intentId, clientSecret } = await cardCart()
    await confirmCard(clientSecret, "pm_card_visa")
    const answers = await Promise.all([1, 2, 3].map(() => customer.agent.post(`/store/carts/${cartId}/complete`)))
    for (const answer of answers) {
      expect(answer.status, JSON.stringify(answer.body)).toBe(200)
      expect(answer.body.type).toBe("order")
    }
    expect(new Set(answers.map((answer) => answer.body.data.id)).size).toBe(1)
    expect(await sql(`select id from "order" where cart_id = $1`, [cartId])).toHaveLength(1)
    expect(await sql(`select id from payment where data->>'id' = $1`, [intentId])).toHaveLength(1)
    expect((await intentOf(intentId)).status).toBe("requires_capture")
  })

  it("a payment intent captured in Stripe marks the order's payment captured through the signed webhook", async () => {
    const { customer, cartId, intentId, clientSecret } = await cardCart()
    await confirmCard(clientSecret, "pm_card_visa")
    const placed = await customer.agent.post(`/store/carts/${cartId}/complete`).expect(200)
    const orderId = placed.body.data.id as string
    // Captured outside the store (Stripe's dashboard): Stripe sends payment_intent.succeeded.
    expect((await stripeCall(`/v1/payment_intents/${intentId}/capture`, { form: {} })).body.status).toBe("succeeded")
    const payment = await eventually(
      () => orderPayment(orderId),
      (row) => row.payment_status === "captured"
    )
    expect(payment.payment_status).toBe("captured")
    expect(payment.captured_at).not.toBeNull()
  })

  describe("the webhook refuses what Stripe did not send, or sent before", () => {
    it("refuses a forged signature, a missing one, and an event altered after signing (400)", async () => {
      const event = { id: "evt_forged_1", object: "event", type: "payment_intent.succeeded", data: { object: { id: "pi_none" } } }
      const forged = signedEvent(event, { secret: "whsec_not_the_store_s" })
      const byForger = await request().post("/hooks/stripe").set("content-type", "application/json").set("stripe-signature", forged.signature).send(forged.payload)
      expect(byForger.status).toBe(400)
      expect(byForger.body.message).toMatch(/signature/i)
      const unsigned = await request().post("/hooks/stripe").set("content-type", "application/json").send(JSON.stringify(event))
      expect(unsigned.status).toBe(400)
      const { signature } = signedEvent(event)
      const altered = await request()
        .post("/hooks/stripe")
        .set("content-type", "application/json")
        .set("stripe-signature", signature)
        .send(JSON.stringify({ ...event, id: "evt_forged_2" }))
      expect(altered.status).toBe(400)
    })

    it("refuses a delivery replayed as sent (same event id: 409) and one signed too long ago (400)", async () => {
      const { customer, cartId, intentId, clientSecret } = await cardCart()
      await confirmCard(clientSecret, "pm_card_visa")
      await customer.agent.post(`/store/carts/${cartId}/complete`).expect(200)
      await stripeCall(`/v1/payment_intents/${intentId}/capture`, { form: {} })
      type Delivery = { eventId: string; type: string; payload: string; signature: string; status: number | null }
      const delivered = await eventually(
        async () => ((await stripeCall("/_test/webhook-deliveries")).body.data as Delivery[]).find((d) => d.type === "payment_intent.succeeded" && d.payload.includes(intentId)),
        (delivery) => delivery?.status === 200
      )
      expect(delivered?.status).toBe(200)
      const replayed = await request().post("/hooks/stripe").set("content-type", "application/json").set("stripe-signature", delivered!.signature).send(delivered!.payload)
      expect(replayed.status).toBe(409)
      expect(replayed.body.message).toContain(delivered!.eventId)

      const old = signedEvent({ id: "evt_old_1", object: "event", type: "payment_intent.succeeded", data: { object: { id: intentId } } }, { timestamp: Math.floor(Date.now() / 1000) - 600 })
      const stale = await request().post("/hooks/stripe").set("content-type", "application/json").set("stripe-signature", old.signature).send(old.payload)
      expect(stale.status).toBe(400)
      expect(stale.body.message).toMatch(/tolerance/i)
    })
  })

  describe("which payment where", () => {
    it("an individual in a card region pays by card: choosing the invoice is refused (403)", async () => {
      const { customer, cartId } = await cardCart()
      const manual = await customer.agent.post(`/store/carts/${cartId}/payment-session`).send({ provider_id: "manual" })
      expect(manual.status).toBe(403)
      expect(manual.body.message).toMatch(/card/)
    })

    it("a clinic pays by invoice in the same region: the manual session is chosen, the card refused (403)", async () => {
      const member = await clinicBuyer()
      const cartId = await europeanCart(member, "ECS-COUPLE")
      const cart = await openPayment(member, cartId)
      expect(cart.payment_session?.provider_id).toBe("manual")
      const card = await member.agent.post(`/store/carts/${cartId}/payment-session`).send({ provider_id: "stripe" })
      expect(card.status).toBe(403)
      expect(card.body.message).toMatch(/invoice/)
      const placed = await member.agent.post(`/store/carts/${cartId}/complete`)
      expect(placed.body.type).toBe("order")
    })

    it("an individual outside the card regions pays by invoice", async () => {
      const customer = await approvedIndividual()
      const created = await customer.agent.post("/store/carts").send({}).expect(200)
      expect(created.body.cart.region.currency_code).toBe("usd")
      const regions = await sql<{ provider_id: string }>(`select provider_id from region_payment_providers where region_id = $1`, [created.body.cart.region_id])
      expect(regions.map((r) => r.provider_id)).toEqual(["manual"])
    })
  })
})
