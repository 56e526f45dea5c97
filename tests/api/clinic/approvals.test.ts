import { describe, expect, it, vi } from "vitest"
import { signedInCustomer } from "../support/client"
import { sharedStaff } from "../support/clinic-fixtures"
import { sql } from "../support/db"
import { variantId } from "../support/commerce-fixtures"
import { waitForMail } from "../support/mail"
import { approvalClinic, cartWithTotal, ordersOfCart, setLimits, visitor } from "./approval-support"

vi.setConfig({ testTimeout: 180_000 })

/** A clinic whose member has a cart over her limit per order, and the request she made for it. */
async function requested() {
  const c = await approvalClinic()
  const { cartId, total } = await cartWithTotal(c.member)
  await setLimits(c.owner, c.member.id, { per_order: total - 1, per_month: null })
  const created = await c.member.agent.post("/store/approvals").send({ cart_id: cartId })
  expect(created.status, JSON.stringify(created.body)).toBe(201)
  return { ...c, cartId, total, approval: created.body.approval as { id: string; status: string } }
}

describe("POST /store/approvals", () => {
  it("records a member's cart over her limit with Medusa's totals and mails the owner and admins in their language", async () => {
    const c = await approvalClinic()
    await c.owner.agent.post("/store/user/locale").send({ locale: "da" }).expect(200)
    const { cartId, total } = await cartWithTotal(c.member)
    await setLimits(c.owner, c.member.id, { per_order: total - 1, per_month: null })
    const created = await c.member.agent.post("/store/approvals").send({ cart_id: cartId }).expect(201)
    expect(created.body.approval).toMatchObject({ status: "pending", cart_id: cartId, customer_id: c.member.id, limit: "per_order", limit_amount: total - 1, currency_code: "usd" })
    expect(created.body.approval.totals.total).toBe(total)
    expect(created.body.approval.items).toHaveLength(1)
    const danish = await waitForMail(c.owner.email, /beder om godkendelse/)
    expect(danish.text).toContain(c.member.email)
    expect(danish.text).toContain("grænsen pr. ordre")
    await waitForMail(c.admin.email, /asks for approval/)
    await c.member.agent.post("/store/approvals").send({ cart_id: cartId }).expect(409)
  })

  it("refuses another customer's cart (404), a cart within the limits (409), bad bodies (400) and visitors (401)", async () => {
    const c = await approvalClinic()
    const { cartId } = await cartWithTotal(c.member)
    await c.mate.agent.post("/store/approvals").send({ cart_id: cartId }).expect(404)
    await c.owner.agent.post("/store/approvals").send({ cart_id: cartId }).expect(404)
    const within = await c.member.agent.post("/store/approvals").send({ cart_id: cartId }).expect(409)
    expect(within.body.message).toContain("within your spending limits")
    const missing = await c.member.agent.post("/store/approvals").send({}).expect(400)
    expect(missing.body.message).toContain("cart_id")
    await c.member.agent.post("/store/approvals").send({ cart_id: "cart_unknown" }).expect(404)
    await visitor().post("/store/approvals").send({ cart_id: cartId }).expect(401)
    expect(await sql(`select 1 from approval_request where cart_id = $1`, [cartId])).toHaveLength(0)
  })
})

describe("a cart waiting for approval", () => {
  it("is frozen: no line, address, shipping, payment change nor completion (409), but can be read", async () => {
    const r = await requested()
    const variant = await variantId("EPI-PANEL-STD")
    const [line] = await sql<{ id: string }>(`select id from line_item where cart_id = $1`, [r.cartId])
    const writes = [
      r.member.agent.post(`/store/carts/${r.cartId}/line-items`).send({ variant_id: variant, quantity: 1 }),
      r.member.agent.post(`/store/carts/${r.cartId}/line-items/${line.id}`).send({ quantity: 2 }),
      r.member.agent.delete(`/store/carts/${r.cartId}/line-items/${line.id}`),
      r.member.agent.post(`/store/carts/${r.cartId}`).send({ email: "other@example.test" }),
      r.member.agent.post(`/store/carts/${r.cartId}/payment-sessions`),
      r.member.agent.post(`/store/carts/${r.cartId}/complete`),
    ]
    for (const res of await Promise.all(writes)) {
      expect(res.status).toBe(409)
      expect(res.body.message).toContain("waiting for approval")
    }
    const read = await r.member.agent.get(`/store/carts/${r.cartId}`).expect(200)
    expect(read.body.cart.total).toBe(r.total)
    expect(read.body.cart.items[0].quantity).toBe(1)
  })
})

describe("GET /store/approvals", () => {
  it("lists the clinic's requests to the owner and admins, her own to a member, nothing to others; 401 to visitors", async () => {
    const r = await requested()
    const other = await approvalClinic()
    const loner = await signedInCustomer()
    const ids = async (agent: typeof r.owner.agent) => ((await agent.get("/store/approvals").expect(200)).body.approvals as { id: string }[]).map((a) => a.id)
    expect(await ids(r.owner.agent)).toEqual([r.approval.id])
    expect(await ids(r.admin.agent)).toEqual([r.approval.id])
    expect(await ids(r.member.agent)).toEqual([r.approval.id])
    expect(await ids(r.mate.agent)).toEqual([])
    expect(await ids(other.owner.agent)).toEqual([])
    expect(await ids(loner.agent)).toEqual([])
    await visitor().get("/store/approvals").expect(401)
    // Staff read them on the clinic, with the members' limits.
    const staff = await sharedStaff()
    const clinic = await staff.get(`/admin/clinics/${r.clinicId}`).expect(200)
    expect(clinic.body.clinic.approvals.map((a: { id: string }) => a.id)).toEqual([r.approval.id])
    expect(clinic.body.clinic.members.find((m: { customer_id: string }) => m.customer_id === r.member.id).spending).toMatchObject({ per_order: r.total - 1, per_month: null })
  })
})

describe("POST /store/approvals/:id/approve", () => {
  it("places the order once under 10 parallel approves by the owner and an admin, and mails the member", async () => {
    const r = await requested()
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => (i % 2 ? r.admin : r.owner).agent.post(`/store/approvals/${r.approval.id}/approve`))
    )
    const statuses = answers.map((res) => res.status).sort()
    expect(statuses, JSON.stringify(answers.map((res) => res.body))).toEqual([200, 409, 409, 409, 409, 409, 409, 409, 409, 409])
    const approved = answers.find((res) => res.status === 200)!.body.approval
    expect(approved).toMatchObject({ status: "approved", order_id: expect.stringMatching(/^order_/) })
    expect(await ordersOfCart(r.cartId)).toBe(1)
    const [order] = await sql<{ id: string; customer_id: string }>(`select id, customer_id from "order" where cart_id = $1`, [r.cartId])
    expect(order).toEqual({ id: approved.order_id, customer_id: r.member.id })
    // The member sees the order as hers, and is told.
    const mine = await r.member.agent.get(`/store/orders/${order.id}`).expect(200)
    expect(mine.body.order.id).toBe(order.id)
    await waitForMail(r.member.email, /is approved/)
    const again = await r.owner.agent.post(`/store/approvals/${r.approval.id}/approve`).expect(409)
    expect(again.body.message).toContain("already approved")
  })

  it("refuses members (403), another clinic (404), unknown ids (404) and visitors (401)", async () => {
    const r = await requested()
    const other = await approvalClinic()
    await r.member.agent.post(`/store/approvals/${r.approval.id}/approve`).expect(403)
    await r.mate.agent.post(`/store/approvals/${r.approval.id}/approve`).expect(403)
    await other.owner.agent.post(`/store/approvals/${r.approval.id}/approve`).expect(404)
    await r.owner.agent.post(`/store/approvals/apprq_unknown/approve`).expect(404)
    await visitor().post(`/store/approvals/${r.approval.id}/approve`).expect(401)
    // Someone who left the clinic gets no order placed for her; her request can still be rejected.
    await sql(`delete from clinic_member where customer_id = $1`, [r.member.id])
    const left = await r.owner.agent.post(`/store/approvals/${r.approval.id}/approve`).expect(409)
    expect(left.body.message).toContain("left the clinic")
    await r.owner.agent.post(`/store/approvals/${r.approval.id}/reject`).send({ reason: "Left the clinic" }).expect(200)
    expect(await ordersOfCart(r.cartId)).toBe(0)
  })
})

describe("POST /store/approvals/:id/reject", () => {
  it("rejects with a reason, mails the member and opens the cart again; it cannot be approved afterwards", async () => {
    const r = await requested()
    await r.member.agent.post("/store/user/locale").send({ locale: "es" }).expect(200)
    const missing = await r.owner.agent.post(`/store/approvals/${r.approval.id}/reject`).send({ reason: "  " }).expect(400)
    expect(missing.body.message).toContain("reason")
    await r.owner.agent.post(`/store/approvals/${r.approval.id}/reject`).send({}).expect(400)
    await r.member.agent.post(`/store/approvals/${r.approval.id}/reject`).send({ reason: "no" }).expect(403)
    const rejected = await r.admin.agent.post(`/store/approvals/${r.approval.id}/reject`).send({ reason: "Over budget this quarter" }).expect(200)
    expect(rejected.body.approval).toMatchObject({ status: "rejected", reason: "Over budget this quarter", order_id: null })
    const mail = await waitForMail(r.member.email, /no fue aprobado/)
    expect(mail.text).toContain("Over budget this quarter")
    const mine = await r.member.agent.get("/store/approvals").expect(200)
    expect(mine.body.approvals[0]).toMatchObject({ status: "rejected", reason: "Over budget this quarter" })
    await r.owner.agent.post(`/store/approvals/${r.approval.id}/approve`).expect(409)
    await r.owner.agent.post(`/store/approvals/${r.approval.id}/reject`).send({ reason: "twice" }).expect(409)
    expect(await ordersOfCart(r.cartId)).toBe(0)
    // The cart takes changes again, and is still over the limit.
    const [line] = await sql<{ id: string }>(`select id from line_item where cart_id = $1`, [r.cartId])
    await r.member.agent.post(`/store/carts/${r.cartId}/line-items/${line.id}`).send({ quantity: 2 }).expect(200)
    await r.member.agent.post(`/store/carts/${r.cartId}/complete`).expect(403)
  })
})

describe("a request's note, reference and delivery address", () => {
  it("keeps the member's note (at most 500 characters) and shows the owner the PO and the shipping address", async () => {
    const c = await approvalClinic()
    const { cartId, total } = await cartWithTotal(c.member)
    await setLimits(c.owner, c.member.id, { per_order: total - 1, per_month: null })
    await c.member.agent.post(`/store/carts/${cartId}/reference`).send({ reference: "PO-APPROVE-9" }).expect(200)
    const long = await c.member.agent.post("/store/approvals").send({ cart_id: cartId, note: "x".repeat(501) }).expect(400)
    expect(long.body.message).toContain("note")
    const created = await c.member.agent.post("/store/approvals").send({ cart_id: cartId, note: "  For the March patients  " }).expect(201)
    expect(created.body.approval.note).toBe("For the March patients")
    const [seen] = (await c.owner.agent.get("/store/approvals").expect(200)).body.approvals
    expect(seen).toMatchObject({ note: "For the March patients", reference: "PO-APPROVE-9", month_spend: 0 })
    expect(seen.shipping_address).toMatchObject({ address_1: expect.any(String), city: expect.any(String), country_code: expect.any(String) })
  })
})

describe("POST /store/approvals/:id/withdraw", () => {
  it("lets the member take back her pending request: the cart takes changes again; 404 to others, 409 once not pending", async () => {
    const r = await requested()
    await r.mate.agent.post(`/store/approvals/${r.approval.id}/withdraw`).expect(404)
    await r.owner.agent.post(`/store/approvals/${r.approval.id}/withdraw`).expect(404)
    await r.member.agent.post(`/store/approvals/apprq_unknown/withdraw`).expect(404)
    await visitor().post(`/store/approvals/${r.approval.id}/withdraw`).expect(401)
    const withdrawn = await r.member.agent.post(`/store/approvals/${r.approval.id}/withdraw`).expect(200)
    expect(withdrawn.body.approval).toMatchObject({ id: r.approval.id, status: "withdrawn", order_id: null })
    const again = await r.member.agent.post(`/store/approvals/${r.approval.id}/withdraw`).expect(409)
    expect(again.body.message).toContain("already withdrawn")
    await r.owner.agent.post(`/store/approvals/${r.approval.id}/approve`).expect(409)
    await r.owner.agent.post(`/store/approvals/${r.approval.id}/reject`).send({ reason: "late" }).expect(409)
    const [line] = await sql<{ id: string }>(`select id from line_item where cart_id = $1`, [r.cartId])
    await r.member.agent.post(`/store/carts/${r.cartId}/line-items/${line.id}`).send({ quantity: 2 }).expect(200)
    // The cart is still over her limit: placing it needs a new request.
    await r.member.agent.post(`/store/carts/${r.cartId}/complete`).expect(403)
    expect(await ordersOfCart(r.cartId)).toBe(0)
  })

  it("answers 409 for a request already decided", async () => {
    const r = await requested()
    await r.owner.agent.post(`/store/approvals/${r.approval.id}/reject`).send({ reason: "No" }).expect(200)
    const decided = await r.member.agent.post(`/store/approvals/${r.approval.id}/withdraw`).expect(409)
    expect(decided.body.message).toContain("already rejected")
  })
})

describe("GET /store/approvals paging", () => {
  it("pages newest first with limit (20 by default, at most 100), offset and the count", async () => {
    const r = await requested()
    // Three more decided requests of the member, older than the first.
    for (const age of [1, 2, 3]) {
      await sql(
        `insert into approval_request (id, clinic_id, customer_id, cart_id, status, limit_kind, limit_amount, currency_code, subtotal, shipping_total, tax_total, discount_total, total, month_spend, created_at)
         values ($1, $2, $3, $4, 'rejected', 'per_order', 1, 'usd', 1, 0, 0, 0, 1, 0, now() - ($5 || ' hours')::interval)`,
        [`apprq_old${age}_${r.approval.id.slice(-6)}`, r.clinicId, r.member.id, `cart_gone_${age}`, String(age)]
      )
    }
    const first = await r.owner.agent.get("/store/approvals").expect(200)
    expect(first.body).toMatchObject({ count: 4, offset: 0, limit: 20 })
    expect(first.body.approvals[0].id).toBe(r.approval.id)
    const page = await r.owner.agent.get("/store/approvals?limit=2&offset=1").expect(200)
    expect(page.body.count).toBe(4)
    expect(page.body.approvals.map((a: { id: string }) => a.id)).toEqual(first.body.approvals.slice(1, 3).map((a: { id: string }) => a.id))
    const mine = await r.member.agent.get("/store/approvals?limit=1").expect(200)
    expect(mine.body).toMatchObject({ count: 4, limit: 1 })
    expect((await r.mate.agent.get("/store/approvals").expect(200)).body.count).toBe(0)
    for (const bad of ["limit=0", "limit=101", "offset=-1", "limit=ten", "sort=total"]) {
      const res = await r.owner.agent.get(`/store/approvals?${bad}`)
      expect(res.status, bad).toBe(400)
    }
  })
})

describe("GET /store/carts/:id/approval-check", () => {
  it("tells before checkout which limit a cart goes over and by how much, by the completion's own check", async () => {
    const c = await approvalClinic()
    const { cartId, total } = await cartWithTotal(c.member)
    const within = await c.member.agent.get(`/store/carts/${cartId}/approval-check`).expect(200)
    expect(within.body.check).toMatchObject({ required: false, limit: null, over_by: null })
    await setLimits(c.owner, c.member.id, { per_order: total - 250, per_month: null })
    const over = await c.member.agent.get(`/store/carts/${cartId}/approval-check`).expect(200)
    expect(over.body.check).toEqual({ required: true, limit: "per_order", limit_amount: total - 250, total, month_spend: 0, over_by: 250, currency_code: "usd", cart_currency_code: "usd" })
    // The completion agrees with the check.
    const refused = await c.member.agent.post(`/store/carts/${cartId}/complete`).expect(403)
    expect(refused.body).toMatchObject({ limit: "per_order", limit_amount: total - 250, total })
    await setLimits(c.owner, c.member.id, { per_order: null, per_month: total - 1 })
    const monthly = await c.member.agent.get(`/store/carts/${cartId}/approval-check`).expect(200)
    expect(monthly.body.check).toMatchObject({ required: true, limit: "per_month", limit_amount: total - 1, over_by: 1 })
    await c.mate.agent.get(`/store/carts/${cartId}/approval-check`).expect(404)
    await visitor().get(`/store/carts/${cartId}/approval-check`).expect(401)
  })
})
