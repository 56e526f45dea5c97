import { describe, expect, it, vi } from "vitest"
import { request, staff } from "../support/client"
import { approvedIndividual, placeOrder } from "../support/commerce-fixtures"

/**
 * Returns: a signed-in customer reads the return reasons and returns fulfilled units of their own order, at most the
 * units fulfilled and not yet returned; another customer's order is unknown (404), a visitor is asked to sign in (401).
 */
vi.setConfig({ testTimeout: 120_000 })

type Reason = { id: string; value: string }

async function reasons(): Promise<Reason[]> {
  const customer = await approvedIndividual()
  return (await customer.agent.get("/store/return-reasons").expect(200)).body.return_reasons as Reason[]
}

/** An order of two units of one line, one of them fulfilled by staff. */
async function partlyFulfilledOrder() {
  const owner = await approvedIndividual()
  const { order } = await placeOrder(owner, [{ sku: "AMH-HOME", quantity: 2 }])
  const line = order.items[0]
  return { owner, order, line }
}

async function fulfil(orderId: string, itemId: string, quantity: number) {
  const res = await (await staff()).post(`/admin/orders/${orderId}/fulfillment`).send({ items: [{ item_id: itemId, quantity }] })
  expect(res.status, JSON.stringify(res.body)).toBe(200)
}

describe("return reasons", () => {
  it("lists the seeded reasons to a customer and reads one; a visitor gets 401", async () => {
    const all = await reasons()
    expect(all.map((reason) => reason.value)).toEqual(expect.arrayContaining(["damaged", "wrong_item", "other"]))
    const customer = await approvedIndividual()
    const one = await customer.agent.get(`/store/return-reasons/${all[0].id}`).expect(200)
    expect(one.body.return_reason.id).toBe(all[0].id)
    expect((await request().get("/store/return-reasons")).status).toBe(401)
    expect((await request().get(`/store/return-reasons/${all[0].id}`)).status).toBe(401)
  })
})

describe("returns of the customer's own order", () => {
  it("refuses a line not yet fulfilled, then returns the fulfilled unit once and no more", async () => {
    const { owner, order, line } = await partlyFulfilledOrder()
    const damaged = (await reasons()).find((reason) => reason.value === "damaged")!
    const before = await owner.agent.post("/store/returns").send({ order_id: order.id, items: [{ item_id: line.id, quantity: 1 }] })
    expect([before.status, before.body.message]).toEqual([400, expect.stringMatching(/^items\.0: line ".+" is not fulfilled yet/)])

    await fulfil(order.id, line.id, 1)
    const tooMany = await owner.agent.post("/store/returns").send({ order_id: order.id, items: [{ item_id: line.id, quantity: 2 }] })
    expect([tooMany.status, tooMany.body.message]).toEqual([400, expect.stringMatching(/^items\.0\.quantity: line ".+" has 1 fulfilled unit not yet returned \(asked for 2\)$/)])

    const made = await owner.agent.post("/store/returns").send({ order_id: order.id, items: [{ item_id: line.id, quantity: 1, reason_id: damaged.id, note: "Box was crushed" }] })
    expect(made.status, JSON.stringify(made.body)).toBe(200)
    expect(made.body.return).toMatchObject({ order_id: order.id, status: "requested", items: [expect.objectContaining({ item_id: line.id, quantity: 1, reason_id: damaged.id })] })

    const again = await owner.agent.post("/store/returns").send({ order_id: order.id, items: [{ item_id: line.id, quantity: 1 }] })
    expect([again.status, again.body.message]).toEqual([400, expect.stringMatching(/has 0 fulfilled units not yet returned/)])
  })

  it("answers another customer 404 and a visitor 401 for the order", async () => {
    const { order, line } = await partlyFulfilledOrder()
    await fulfil(order.id, line.id, 1)
    const other = await approvedIndividual()
    const body = { order_id: order.id, items: [{ item_id: line.id, quantity: 1 }] }
    const foreign = await other.agent.post("/store/returns").send(body)
    expect([foreign.status, foreign.body]).toEqual([404, { type: "not_found", message: "Order was not found" }])
    expect((await request().post("/store/returns").send(body)).status).toBe(401)
  })

  it("refuses bad input with 400 naming the field", async () => {
    const { owner, order, line } = await partlyFulfilledOrder()
    await fulfil(order.id, line.id, 1)
    const cases: [object, string][] = [
      [{ order_id: order.id, items: [] }, "items: at least one line"],
      [{ order_id: order.id, items: [{ item_id: line.id, quantity: 0 }] }, "items.0.quantity:"],
      [{ items: [{ item_id: line.id, quantity: 1 }] }, "order_id:"],
      [{ order_id: order.id, items: [{ item_id: "item_not_here", quantity: 1 }] }, 'items.0.item_id: "item_not_here" is not a line of this order'],
      [{ order_id: order.id, items: [{ item_id: line.id, quantity: 1, reason_id: "rr_none" }] }, 'items.0.reason_id: "rr_none" is not a return reason'],
    ]
    for (const [body, message] of cases) {
      const res = await owner.agent.post("/store/returns").send(body)
      expect([res.status, String(res.body.message).startsWith(message)], res.body.message).toEqual([400, true])
    }
  })
})
