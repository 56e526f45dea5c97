import { describe, expect, it, vi } from "vitest"
import { staff } from "./support/client"
import { approvedIndividual, variantId, type Customer } from "./support/commerce-fixtures"
import { confirmCard, europeanCart, intentOf, openPayment, stripeCall } from "./support/card-fixtures"
import { sql } from "./support/db"

/**
 * A card authorised for a cart pays for that cart, nothing else: once the card is confirmed the cart's lines cannot
 * change (409 naming the state, the cart as it was), a completion whose authorised amount is not the cart's total is
 * refused, and a capture records what Stripe captured.
 */
vi.setConfig({ testTimeout: 120_000 })

type Line = { id: string; quantity: number; variant_id: string }

async function linesOf(cartId: string): Promise<{ variant_id: string; quantity: number }[]> {
  return sql(`select variant_id, quantity from line_item where cart_id = $1 order by created_at`, [cartId])
}

/** A European cart of one unit with its card confirmed (the intent requires capture). */
async function authorisedCart(customer?: Customer) {
  const buyer = customer ?? (await approvedIndividual())
  const cartId = await europeanCart(buyer)
  const cart = await openPayment(buyer, cartId)
  const intentId = cart.payment_session!.data.id!
  expect((await confirmCard(cart.payment_session!.data.client_secret!, "pm_card_visa")).body.status).toBe("requires_capture")
  return { customer: buyer, cartId, total: cart.total, intentId }
}

async function placedOrder(customer: Customer, cartId: string) {
  const placed = await customer.agent.post(`/store/carts/${cartId}/complete`)
  expect(placed.status, JSON.stringify(placed.body)).toBe(200)
  expect(placed.body.type).toBe("order")
  return placed.body.data as { id: string; total: number }
}

async function recordedPayment(orderId: string) {
  const [row] = await sql<{ amount: number; captured_at: Date | null }>(`select amount, captured_at from payment where order_id = $1`, [orderId])
  return row
}

describe("a cart whose card is authorised", () => {
  it("refuses a line write with 409 naming the state and keeps its lines; the order placed is what was authorised", async () => {
    const { customer, cartId, total, intentId } = await authorisedCart()
    const before = await linesOf(cartId)
    const [line] = (await customer.agent.get(`/store/carts/${cartId}`).expect(200)).body.cart.items as Line[]
    const writes = await Promise.all([
      customer.agent.post(`/store/carts/${cartId}/line-items`).send({ variant_id: line.variant_id, quantity: 9 }),
      customer.agent.post(`/store/carts/${cartId}/line-items/${line.id}`).send({ quantity: 50 }),
      customer.agent.post(`/store/carts/${cartId}/line-items`).send({ variant_id: await variantId("AMH-HOME"), quantity: 1 }),
    ])
    for (const write of writes) {
      expect(write.status, JSON.stringify(write.body)).toBe(409)
      expect(write.body.message).toMatch(/^cart: the card was authorised/)
    }
    expect(await linesOf(cartId)).toEqual(before)
    const order = await placedOrder(customer, cartId)
    expect(order.total).toBe(total)
    expect((await intentOf(intentId)).amount).toBe(total)
    expect((await recordedPayment(order.id)).amount).toBe(total)
  })

  it("refuses ordering again into it (409) and adds nothing", async () => {
    const first = await authorisedCart()
    const previous = await placedOrder(first.customer, first.cartId)
    const { customer, cartId } = await authorisedCart(first.customer)
    const before = await linesOf(cartId)
    const again = await customer.agent.post(`/store/orders/${previous.id}/reorder`).send({ cart_id: cartId })
    expect(again.status, JSON.stringify(again.body)).toBe(409)
    expect(again.body.message).toMatch(/^cart: the card was authorised/)
    expect(await linesOf(cartId)).toEqual(before)
  })

  it("takes line writes again once the payment is opened again (the authorisation is cancelled, a new intent follows the cart)", async () => {
    const { customer, cartId, intentId } = await authorisedCart()
    const reopened = await openPayment(customer, cartId)
    expect((await intentOf(intentId)).status).toBe("canceled")
    const newIntent = reopened.payment_session!.data.id!
    expect(newIntent).not.toBe(intentId)
    const [line] = (await linesOf(cartId)) as Line[]
    const added = await customer.agent.post(`/store/carts/${cartId}/line-items`).send({ variant_id: line.variant_id, quantity: 2 })
    expect(added.status, JSON.stringify(added.body)).toBe(200)
    expect(added.body.cart.items[0].quantity).toBe(3)
    expect((await intentOf(newIntent)).amount).toBe(added.body.cart.total)
  })
})

describe("a placed cart", () => {
  it("takes no more line writes (409 naming its order): the order keeps the lines and total it was paid for", async () => {
    const { customer, cartId, total } = await authorisedCart()
    const order = await placedOrder(customer, cartId)
    const [line] = (await linesOf(cartId)) as Line[]
    const writes = await Promise.all([
      customer.agent.post(`/store/carts/${cartId}/line-items`).send({ variant_id: line.variant_id, quantity: 5 }),
      customer.agent.post(`/store/carts/${cartId}/line-items`).send({ variant_id: await variantId("AMH-HOME"), quantity: 1 }),
    ])
    for (const write of writes) {
      expect(write.status, JSON.stringify(write.body)).toBe(409)
      expect(write.body.message).toMatch(/placed as order #\d+/)
    }
    expect(await sql(`select quantity from line_item where order_id = $1`, [order.id])).toEqual([{ quantity: 1 }])
    const read = await (await staff()).get(`/admin/orders/${order.id}`).expect(200)
    expect(read.body.order.total).toBe(total)
  })
})

describe("completing a card cart", () => {
  it("is refused (409) when the authorised amount is not the cart's total, and places nothing", async () => {
    const { customer, cartId } = await authorisedCart()
    // The cart's lines changed behind the payment's back (what the route guards prevent).
    await sql(`update line_item set quantity = quantity + 9 where cart_id = $1`, [cartId])
    const refused = await customer.agent.post(`/store/carts/${cartId}/complete`)
    expect(refused.status, JSON.stringify(refused.body)).toBe(409)
    expect(refused.body.message).toMatch(/^payment: the card was authorised for/)
    expect(await sql(`select id from "order" where cart_id = $1`, [cartId])).toHaveLength(0)
  })

  it("retried (a second complete, the same Idempotency-Key) places one order and authorises and captures once", async () => {
    const { customer, cartId, total, intentId } = await authorisedCart()
    const key = `retry-${cartId}`
    const answers = await Promise.all([
      customer.agent.post(`/store/carts/${cartId}/complete`).set("Idempotency-Key", key),
      customer.agent.post(`/store/carts/${cartId}/complete`).set("Idempotency-Key", key),
      customer.agent.post(`/store/carts/${cartId}/complete`),
    ])
    const again = await customer.agent.post(`/store/carts/${cartId}/complete`).set("Idempotency-Key", key)
    const orders = new Set([...answers, again].map((answer) => answer.body.data?.id))
    expect(orders.size).toBe(1)
    expect(await sql(`select id from payment where data->>'id' = $1`, [intentId])).toHaveLength(1)
    const [orderId] = [...orders]
    const admin = await staff()
    await admin.post(`/admin/orders/${orderId}/capture`).expect(200)
    await admin.post(`/admin/orders/${orderId}/capture`)
    const charged = await stripeCall(`/v1/charges/${(await intentOf(intentId)).latest_charge}`)
    expect(charged.body).toMatchObject({ amount: total, captured: true })
    expect((await intentOf(intentId)).amount_received).toBe(total)
  })
})

describe("capturing a card order", () => {
  it("records what Stripe captured: a partial capture in Stripe's dashboard is recorded as partial", async () => {
    const { customer, cartId, total, intentId } = await authorisedCart()
    const order = await placedOrder(customer, cartId)
    const partial = await stripeCall(`/v1/payment_intents/${intentId}/capture`, { form: { amount_to_capture: "100" } })
    expect(partial.body).toMatchObject({ status: "succeeded", amount_received: 100 })
    await expect.poll(async () => (await recordedPayment(order.id)).captured_at, { timeout: 15_000 }).not.toBeNull()
    expect((await recordedPayment(order.id)).amount).toBe(100)
    const read = await (await staff()).get(`/admin/orders/${order.id}`).expect(200)
    expect(read.body.order.paid_total).toBe(100)
    expect(read.body.order.total).toBe(total)
  })

  it("from the back office records the amount Stripe received", async () => {
    const { customer, cartId, total, intentId } = await authorisedCart()
    const order = await placedOrder(customer, cartId)
    const captured = await (await staff()).post(`/admin/orders/${order.id}/capture`)
    expect(captured.status, JSON.stringify(captured.body)).toBe(200)
    expect(captured.body.order.paid_total).toBe((await intentOf(intentId)).amount_received)
    expect((await recordedPayment(order.id)).amount).toBe(total)
  })
})
