import { policyOf } from "../../../backend/src/api/surface/match"
import { describe, expect, it } from "vitest"
import { sql } from "../support/db"
import { approvedIndividual, placeOrder, readyCart, variantId } from "../support/commerce-fixtures"

type Order = { id: string; display_id: number; total: number; items: { id: string; quantity: number }[] }

async function orderRow(orderId: string) {
  const [row] = await sql<{ n: string; units: string }>(
    `select count(*)::text as n, coalesce(sum(quantity), 0)::text as units from line_item where order_id = $1`,
    [orderId]
  )
  return row
}

describe("a completed cart is the placed order's: it no longer changes", () => {
  it("answers every write to a completed cart 409 naming the order, and the order's lines and total stay", async () => {
    const customer = await approvedIndividual()
    const { agent } = customer
    const { order, cartId } = await placeOrder(customer, [{ sku: "AMH-HOME", quantity: 1 }])
    const before = (await agent.get(`/store/orders/${order.id}`).expect(200)).body.order as Order
    const rowsBefore = await orderRow(order.id)
    const lineId = order.items[0].id
    const variant = await variantId("AMH-HOME")

    const writes: [string, string, object?][] = [
      ["post", `/store/carts/${cartId}/line-items`, { variant_id: variant, quantity: 50 }],
      ["post", `/store/carts/${cartId}/line-items/${lineId}`, { quantity: 60 }],
      ["delete", `/store/carts/${cartId}/line-items/${lineId}`],
      ["post", `/store/carts/${cartId}`, { email: "someone.else@example.test" }],
      ["post", `/store/carts/${cartId}/shipping-methods`, { option_id: "so_whatever" }],
      ["post", `/store/carts/${cartId}/payment-sessions`],
      ["post", `/store/carts/${cartId}/payment-session`, { provider_id: "manual" }],
      // Cart routes the store closes answer 404 whatever the cart (they change nothing either).
      ["post", `/store/carts/${cartId}/payment-sessions/manual`, {}],
      ["delete", `/store/carts/${cartId}/payment-sessions/manual`],
      ["post", `/store/carts/${cartId}/payment-sessions/manual/refresh`],
      ["delete", `/store/carts/${cartId}/discounts/SAVE10`],
      ["post", `/store/carts/${cartId}/taxes`],
    ]
    for (const [method, path, body] of writes) {
      const call = method === "post" ? agent.post(path) : agent.delete(path)
      const res = body ? await call.send(body) : await call
      if (!policyOf(method.toUpperCase(), path)) {
        expect({ method, path, status: res.status }).toEqual({ method, path, status: 404 })
        continue
      }
      expect({ method, path, status: res.status }).toEqual({ method, path, status: 409 })
      expect(res.body.type).toBe("conflict")
      expect(res.body.message).toContain(`This cart was placed as order #${order.display_id}`)
    }

    const after = (await agent.get(`/store/orders/${order.id}`).expect(200)).body.order as Order
    expect(after.total).toBe(before.total)
    expect(await orderRow(order.id)).toEqual(rowsBefore)
    // Reading the cart and completing it again still work: completing answers the same order.
    await agent.get(`/store/carts/${cartId}`).expect(200)
    const again = await agent.post(`/store/carts/${cartId}/complete`).expect(200)
    expect(again.body).toMatchObject({ type: "order", data: { id: order.id } })
  })

  it("two completes at once (a double click) place one order, and both answer it", async () => {
    const customer = await approvedIndividual()
    const cartId = await readyCart(customer, [{ sku: "AMH-HOME", quantity: 1 }])
    const [first, second] = await Promise.all([
      customer.agent.post(`/store/carts/${cartId}/complete`),
      customer.agent.post(`/store/carts/${cartId}/complete`),
    ])
    expect([first.status, second.status]).toEqual([200, 200])
    expect(first.body.type).toBe("order")
    expect(second.body.type).toBe("order")
    expect(second.body.data.id).toBe(first.body.data.id)
    const orders = await sql<{ id: string }>(`select id from "order" where cart_id = $1`, [cartId])
    expect(orders.map((o) => o.id)).toEqual([first.body.data.id])
  })
})
