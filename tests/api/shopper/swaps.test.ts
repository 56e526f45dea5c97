import { describe, expect, it, vi } from "vitest"
import { request, staff } from "../support/client"
import { approvedIndividual, createProduct, placeOrder, variantId } from "../support/commerce-fixtures"
import { sql } from "../support/db"

/**
 * Swaps: the customer of an order exchanges fulfilled units (checked as a return's) for variants they may buy; the
 * swap is read by its cart by that customer only. Another customer's order is unknown (404), a visitor gets 401.
 */
vi.setConfig({ testTimeout: 120_000 })

async function fulfilledOrder() {
  const owner = await approvedIndividual()
  const { order } = await placeOrder(owner, [{ sku: "AMH-HOME", quantity: 2 }])
  const line = order.items[0]
  const admin = await staff()
  // Medusa swaps only an order whose payment was captured.
  const captured = await admin.post(`/admin/orders/${order.id}/capture`)
  expect(captured.status, JSON.stringify(captured.body)).toBe(200)
  const res = await admin.post(`/admin/orders/${order.id}/fulfillment`).send({ items: [{ item_id: line.id, quantity: 1 }] })
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return { owner, order, line }
}

describe("swaps of the customer's own order", () => {
  it("makes a swap of a fulfilled unit for the owner, read by its cart by the owner only", async () => {
    const { owner, order, line } = await fulfilledOrder()
    const body = { order_id: order.id, return_items: [{ item_id: line.id, quantity: 1 }], additional_items: [{ variant_id: await variantId("AMH-HOME"), quantity: 1 }] }
    const other = await approvedIndividual()
    const foreign = await other.agent.post("/store/swaps").send(body)
    expect([foreign.status, foreign.body]).toEqual([404, { type: "not_found", message: "Order was not found" }])
    expect((await request().post("/store/swaps").send(body)).status).toBe(401)

    const made = await owner.agent.post("/store/swaps").send(body)
    expect(made.status, JSON.stringify(made.body)).toBe(200)
    const [swap] = await sql<{ cart_id: string }>(`select cart_id from swap where order_id = $1`, [order.id])
    const read = await owner.agent.get(`/store/swaps/${swap.cart_id}`)
    expect([read.status, read.body.swap?.order_id]).toEqual([200, order.id])
    expect((await other.agent.get(`/store/swaps/${swap.cart_id}`)).status).toBe(404)
    expect((await request().get(`/store/swaps/${swap.cart_id}`)).status).toBe(401)
  })

  it("refuses more units than fulfilled and not yet returned (400 naming the line), and a variant the customer may not buy (403)", async () => {
    const { owner, order, line } = await fulfilledOrder()
    const tooMany = await owner.agent.post("/store/swaps").send({ order_id: order.id, return_items: [{ item_id: line.id, quantity: 2 }], additional_items: [{ variant_id: await variantId("AMH-HOME"), quantity: 1 }] })
    expect([tooMany.status, tooMany.body.message]).toEqual([400, expect.stringMatching(/^return_items\.0\.quantity: line ".+" has 1 fulfilled unit not yet returned \(asked for 2\)$/)])
    const clinicOnly = await createProduct(["Fertility Clinic"])
    const [variant] = await sql<{ id: string }>(`select id from product_variant where product_id = $1 limit 1`, [clinicOnly])
    const closed = await owner.agent.post("/store/swaps").send({ order_id: order.id, return_items: [{ item_id: line.id, quantity: 1 }], additional_items: [{ variant_id: variant.id, quantity: 1 }] })
    expect([closed.status, closed.body.type]).toEqual([403, "not_allowed"])
    const empty = await owner.agent.post("/store/swaps").send({ order_id: order.id, return_items: [{ item_id: line.id, quantity: 1 }], additional_items: [] })
    expect([empty.status, empty.body.message]).toEqual([400, "additional_items: at least one item"])
  })
})
