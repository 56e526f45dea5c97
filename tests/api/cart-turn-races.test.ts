import { describe, expect, it, vi } from "vitest"
import { placeOrder, readyCart, variantId } from "./support/commerce-fixtures"
import { sql } from "./support/db"
import { approvalClinic, cartWithTotal, setLimits, totalOf } from "./clinic/approval-support"

/**
 * Every rule on a cart's contents is checked in the cart's turn, against what the completion places: a line add sent
 * alongside a completion, an order-again or a line add while an approval is asked for, cannot slip past the limits
 * or the approval.
 */
vi.setConfig({ testTimeout: 180_000 })

async function unitsOfOrders(cartId: string): Promise<number[]> {
  const rows = await sql<{ units: string }>(`select coalesce(sum(li.quantity), 0)::text as units from "order" o join line_item li on li.order_id = o.id where o.cart_id = $1 group by o.id`, [cartId])
  return rows.map((row) => Number(row.units))
}

async function unitsInCart(cartId: string): Promise<number> {
  const [row] = await sql<{ units: string }>(`select coalesce(sum(quantity), 0)::text as units from line_item where cart_id = $1`, [cartId])
  return Number(row.units)
}

describe("the per-order limit", () => {
  it("holds against a line add sent alongside the completion (4 tries)", async () => {
    const c = await approvalClinic()
    const variant = await variantId("EPI-PANEL-STD")
    for (let attempt = 0; attempt < 4; attempt++) {
      const { cartId, total } = await cartWithTotal(c.member)
      await setLimits(c.owner, c.member.id, { per_order: total, per_month: null })
      const [added, completed] = await Promise.all([
        c.member.agent.post(`/store/carts/${cartId}/line-items`).send({ variant_id: variant, quantity: 30 }),
        c.member.agent.post(`/store/carts/${cartId}/complete`),
      ])
      // Either the add came first and the completion asks for approval, or the completion came first and the add is refused.
      expect([added.status, completed.status].sort(), JSON.stringify([added.body, completed.body])).toEqual(expect.arrayContaining([200]))
      for (const units of await unitsOfOrders(cartId)) expect(units).toBe(1)
      if (completed.status === 200) expect(added.status).toBeGreaterThanOrEqual(400)
      else expect(completed.body.type).toBe("approval_required")
    }
  })
})

describe("an approval request", () => {
  it("freezes its cart against ordering again: 409, no line added, and the approval places the 2 units asked for", async () => {
    const c = await approvalClinic()
    const { order } = await placeOrder(c.member, [{ sku: "EPI-PANEL-STD", quantity: 10 }])
    const cartId = await readyCart(c.member, [{ sku: "EPI-PANEL-STD", quantity: 2 }])
    const total = await totalOf(c.member, cartId)
    await setLimits(c.owner, c.member.id, { per_order: total - 1, per_month: null })
    const request = await c.member.agent.post("/store/approvals").send({ cart_id: cartId })
    expect(request.status, JSON.stringify(request.body)).toBe(201)
    const again = await c.member.agent.post(`/store/orders/${order.id}/reorder`).send({ cart_id: cartId })
    expect(again.status, JSON.stringify(again.body)).toBe(409)
    expect(again.body.message).toContain("waiting for approval")
    expect(await unitsInCart(cartId)).toBe(2)
    const approved = await c.owner.agent.post(`/store/approvals/${request.body.approval.id}/approve`)
    expect(approved.status, JSON.stringify(approved.body)).toBe(200)
    expect(await unitsOfOrders(cartId)).toEqual([2])
  })

  it("asked alongside a line add records what the approval places (5 tries)", async () => {
    const c = await approvalClinic()
    const variant = await variantId("EPI-PANEL-STD")
    for (let attempt = 0; attempt < 5; attempt++) {
      const { cartId, total } = await cartWithTotal(c.member)
      await setLimits(c.owner, c.member.id, { per_order: total - 1, per_month: null })
      const [request] = await Promise.all([
        c.member.agent.post("/store/approvals").send({ cart_id: cartId }),
        c.member.agent.post(`/store/carts/${cartId}/line-items`).send({ variant_id: variant, quantity: 40 }),
      ])
      // An add that came first leaves the cart to be made ready again (Medusa drops its shipping for the new total): nothing is asked.
      if (request.status === 409) {
        expect(request.body.message).toContain("before asking for approval")
        expect(await sql(`select 1 from approval_request where cart_id = $1`, [cartId])).toEqual([])
        continue
      }
      expect(request.status, JSON.stringify(request.body)).toBe(201)
      const asked = (request.body.approval.items as { quantity: number }[]).reduce((sum, item) => sum + item.quantity, 0)
      expect(await unitsInCart(cartId)).toBe(asked)
      const approved = await c.owner.agent.post(`/store/approvals/${request.body.approval.id}/approve`)
      expect(approved.status, JSON.stringify(approved.body)).toBe(200)
      expect(await unitsOfOrders(cartId)).toEqual([asked])
    }
  })

  it("is refused (409) when its cart no longer holds what was asked for, and places nothing", async () => {
    const c = await approvalClinic()
    const { cartId, total } = await cartWithTotal(c.member)
    await setLimits(c.owner, c.member.id, { per_order: total - 1, per_month: null })
    const request = await c.member.agent.post("/store/approvals").send({ cart_id: cartId }).expect(201)
    // The cart changed behind the request's back (what the frozen cart's guards prevent).
    await sql(`update line_item set quantity = 20 where cart_id = $1`, [cartId])
    const approved = await c.owner.agent.post(`/store/approvals/${request.body.approval.id}/approve`)
    expect(approved.status, JSON.stringify(approved.body)).toBe(409)
    expect(approved.body.message).toMatch(/no longer holds what was asked for/)
    expect(await unitsOfOrders(cartId)).toEqual([])
    const [row] = await sql<{ status: string }>(`select status from approval_request where id = $1`, [request.body.approval.id])
    expect(row.status).toBe("pending")
  })
})
