import { describe, expect, it, vi } from "vitest"
import { clinicWithMembers, joinClinic } from "../support/clinic-fixtures"
import { approvedIndividual, placeOrder, readyCart } from "../support/commerce-fixtures"
import { sql } from "../support/db"

// Concurrency: requests sent at once (Promise.all over separate connections); outcomes counted in SQL.
vi.setConfig({ testTimeout: 300_000 })

async function ordersOfCart(cartId: string): Promise<number> {
  const [row] = await sql<{ count: string }>(`select count(*) from "order" where cart_id = $1`, [cartId])
  return Number(row.count)
}

describe("concurrency", () => {
  it("the same cart completed 10 times at once gives exactly one order", async () => {
    const customer = await approvedIndividual()
    const cartId = await readyCart(customer, [{ sku: "VITD-THY-1", quantity: 1 }])
    const answers = await Promise.all(Array.from({ length: 10 }, () => customer.agent.post(`/store/carts/${cartId}/complete`)))
    const statuses = answers.map((a) => a.status)
    console.log(`same cart completed 10× at once: statuses ${statuses.join(",")}; orders ${await ordersOfCart(cartId)}`)
    expect(statuses.filter((s) => s >= 500)).toEqual([])
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(1)
    expect(await ordersOfCart(cartId)).toBe(1)
    // every 200 answer names that one order
    const [order] = await sql<{ id: string }>(`select id from "order" where cart_id = $1`, [cartId])
    for (const a of answers.filter((x) => x.status === 200)) expect(a.body.data.id).toBe(order.id)
  })

  it("25 customers checking out at once give 25 orders and no 5xx", async () => {
    const customers = await Promise.all(Array.from({ length: 25 }, () => approvedIndividual()))
    const placed = await Promise.all(customers.map((c) => placeOrder(c, [{ sku: "VITD-THY-1", quantity: 1 }])))
    const ids = placed.map((p) => p.order.id)
    const rows = await sql<{ count: string }>(`select count(*) from "order" where id = any($1)`, [ids])
    console.log(`25 concurrent checkouts: ${rows[0].count} orders`)
    expect(new Set(ids).size).toBe(25)
    expect(Number(rows[0].count)).toBe(25)
    for (const p of placed) expect(await ordersOfCart(p.cartId)).toBe(1)
  })

  it("ownership handed to two members at once (and the member promoted, demoted) leaves exactly one owner", async () => {
    const { clinicId, owner, admin, member } = await clinicWithMembers()
    const third = await joinClinic(owner.agent, clinicId, "third")
    const answers = await Promise.all([
      owner.agent.post(`/store/clinics/transfer-ownership/${member.memberId}`),
      owner.agent.post(`/store/clinics/transfer-ownership/${third.memberId}`),
      admin.agent.post(`/store/clinics/transfer-ownership/${member.memberId}`),
      owner.agent.post(`/store/clinics/promote/${member.memberId}`),
      owner.agent.post(`/store/clinics/demote/${member.memberId}`),
      owner.agent.delete(`/store/clinics/members/${member.memberId}`),
    ])
    const statuses = answers.map((a) => a.status)
    expect(statuses.filter((s) => s >= 500)).toEqual([])
    const owners = await sql<{ id: string }>(`select id from clinic_member where clinic_id = $1 and role = 'owner'`, [clinicId])
    console.log(`concurrent ownership changes: statuses ${statuses.join(",")}; owners ${owners.length}`)
    expect(owners).toHaveLength(1)
    expect(statuses.slice(0, 2).filter((s) => s === 200)).toHaveLength(1)
  })
})
