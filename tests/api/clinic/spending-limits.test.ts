import { describe, expect, it, vi } from "vitest"
import { signedInCustomer } from "../support/client"
import { sql } from "../support/db"
import { approvalClinic, cartWithTotal, setLimits, visitor } from "./approval-support"

vi.setConfig({ testTimeout: 180_000 })

describe("PUT /store/clinics/members/:customer_id/limits", () => {
  it("lets the owner and admins set a member's limits; the members list shows them with the month's spend", async () => {
    const c = await approvalClinic()
    const byOwner = await setLimits(c.owner, c.member.id, { per_order: 5000, per_month: null })
    expect(byOwner.body.limits).toMatchObject({ customer_id: c.member.id, per_order: 5000, per_month: null, month_spend: 0, currency_code: "usd" })
    await setLimits(c.admin, c.member.id, { per_order: null, per_month: 20000 })
    const owner = await c.owner.agent.get(`/store/clinics/${c.clinicId}`).expect(200)
    const members = owner.body.clinic.members as { customer_id: string; spending: unknown }[]
    expect(members.find((m) => m.customer_id === c.member.id)?.spending).toEqual({ per_order: null, per_month: 20000, month_spend: 0, currency_code: "usd" })
    expect(members.find((m) => m.customer_id === c.owner.id)?.spending).toEqual({ per_order: null, per_month: null, month_spend: 0, currency_code: "usd" })
    // A plain member sees their own limits only.
    const seen = await c.mate.agent.get(`/store/clinics/${c.clinicId}`).expect(200)
    const byMate = seen.body.clinic.members as { customer_id: string; spending: unknown }[]
    expect(byMate.find((m) => m.customer_id === c.member.id)?.spending).toBeNull()
    expect(byMate.find((m) => m.customer_id === c.mate.id)?.spending).toMatchObject({ per_order: null, per_month: null })
  })

  it("refuses members (403), another clinic and strangers (404), visitors (401); owners and admins have no limits (409)", async () => {
    const c = await approvalClinic()
    const other = await approvalClinic()
    const loner = await signedInCustomer()
    const body = { per_order: 100, per_month: 100 }
    await c.member.agent.put(`/store/clinics/members/${c.mate.id}/limits`).send(body).expect(403)
    await c.member.agent.put(`/store/clinics/members/${c.member.id}/limits`).send(body).expect(403)
    await other.owner.agent.put(`/store/clinics/members/${c.member.id}/limits`).send(body).expect(404)
    await other.member.agent.put(`/store/clinics/members/${c.member.id}/limits`).send(body).expect(404)
    await loner.agent.put(`/store/clinics/members/${c.member.id}/limits`).send(body).expect(404)
    await c.owner.agent.put(`/store/clinics/members/cus_unknown/limits`).send(body).expect(404)
    await visitor().put(`/store/clinics/members/${c.member.id}/limits`).send(body).expect(401)
    const admin = await c.owner.agent.put(`/store/clinics/members/${c.admin.id}/limits`).send(body).expect(409)
    expect(admin.body.message).toContain("no spending limits")
    await c.admin.agent.put(`/store/clinics/members/${c.owner.id}/limits`).send(body).expect(409)
    expect(await sql(`select 1 from clinic_spending_limit l join clinic_member m on m.id = l.clinic_member_id where m.clinic_id = $1`, [c.clinicId])).toHaveLength(0)
  })

  it("answers 400 naming the field for bad values", async () => {
    const c = await approvalClinic()
    const cases: [unknown, string][] = [
      [{ per_order: -1, per_month: null }, "per_order"],
      [{ per_order: 1.5, per_month: null }, "per_order"],
      [{ per_order: null, per_month: "100" }, "per_month"],
      [{ per_order: null, per_month: 3_000_000_000 }, "per_month"],
      [{ per_order: null }, "per_month"],
      [{ per_order: null, per_month: null, role: "owner" }, "role"],
    ]
    for (const [body, field] of cases) {
      const res = await c.owner.agent.put(`/store/clinics/members/${c.member.id}/limits`).send(body as object).expect(400)
      expect(res.body.message).toContain(field)
    }
  })
})

describe("completing a cart over a limit", () => {
  it("refuses a member's cart over the per-order limit with approval_required; at the limit it is placed", async () => {
    const c = await approvalClinic()
    const { cartId, total } = await cartWithTotal(c.member)
    await setLimits(c.owner, c.member.id, { per_order: total - 1, per_month: null })
    const refused = await c.member.agent.post(`/store/carts/${cartId}/complete`).expect(403)
    expect(refused.body).toMatchObject({ type: "approval_required", limit: "per_order", limit_amount: total - 1, total, currency_code: "usd" })
    expect(refused.body.message).toContain("limit per order")
    await setLimits(c.owner, c.member.id, { per_order: total, per_month: null })
    const placed = await c.member.agent.post(`/store/carts/${cartId}/complete`).expect(200)
    expect(placed.body.type).toBe("order")
  })

  it("counts the calendar month's spend against the per-month limit, and last month's orders not", async () => {
    const c = await approvalClinic()
    const first = await cartWithTotal(c.member)
    const total = first.total
    await setLimits(c.owner, c.member.id, { per_order: null, per_month: Math.floor(total * 1.5) })
    const placed = await c.member.agent.post(`/store/carts/${first.cartId}/complete`).expect(200)
    const second = await cartWithTotal(c.member)
    const refused = await c.member.agent.post(`/store/carts/${second.cartId}/complete`).expect(403)
    expect(refused.body).toMatchObject({ type: "approval_required", limit: "per_month", month_spend: total, total: second.total })
    const listed = await c.owner.agent.get(`/store/clinics/${c.clinicId}`).expect(200)
    expect(listed.body.clinic.members.find((m: { customer_id: string }) => m.customer_id === c.member.id).spending.month_spend).toBe(total)
    // The first order moves to the last second of the previous month: this month's spend is 0 again.
    await sql(`update "order" set created_at = date_trunc('month', now() at time zone 'UTC') at time zone 'UTC' - interval '1 second' where id = $1`, [placed.body.data.id])
    await c.member.agent.post(`/store/carts/${second.cartId}/complete`).expect(200)
    const after = await c.owner.agent.get(`/store/clinics/${c.clinicId}`).expect(200)
    expect(after.body.clinic.members.find((m: { customer_id: string }) => m.customer_id === c.member.id).spending.month_spend).toBe(second.total)
  })

  it("lets owners, admins and members without limits place any amount", async () => {
    const c = await approvalClinic()
    await setLimits(c.owner, c.member.id, { per_order: 1, per_month: 1 })
    for (const buyer of [c.owner, c.admin, c.mate]) {
      const { cartId } = await cartWithTotal(buyer)
      await buyer.agent.post(`/store/carts/${cartId}/complete`).expect(200)
    }
  })
})

describe("carts completed at once", () => {
  it("cannot together go over the monthly limit: one is placed, the other needs approval", async () => {
    const c = await approvalClinic()
    const first = await cartWithTotal(c.member)
    const second = await cartWithTotal(c.member)
    await setLimits(c.owner, c.member.id, { per_order: null, per_month: Math.floor(first.total * 1.5) })
    const answers = await Promise.all([first.cartId, second.cartId].map((id) => c.member.agent.post(`/store/carts/${id}/complete`)))
    expect(answers.map((res) => res.status).sort()).toEqual([200, 403])
    expect(answers.find((res) => res.status === 403)!.body).toMatchObject({ type: "approval_required", limit: "per_month" })
  })
})
