import { formatStoreMoney } from "@clinic-store/contract"
import type { Agent } from "supertest"
import { beforeAll, describe, expect, it } from "vitest"
import { request, staff } from "./support/client"
import { asBytes } from "./support/binary"
import { approvedIndividual, clinicMember, placeOrder, readyCart, type Customer } from "./support/commerce-fixtures"
import { sql } from "./support/db"
import { pdfText } from "../support/pdf-text"

type Member = Customer & { clinicId: string }

let admin: Agent
let owner: Member
let clinicAdmin: Member
let member: Member
let otherMember: Member
let otherClinicOwner: Member
let order: { id: string; display_id: number }

/** The invoice route's answer as bytes. */
const invoiceOf = (agent: Agent, orderId: string) => asBytes(agent.get(`/store/orders/${orderId}/invoice`))

beforeAll(async () => {
  admin = await staff()
  owner = await clinicMember("Epilepsy Clinic", "owner", "approved")
  ;[clinicAdmin, member, otherMember] = await Promise.all(
    (["admin", "member", "member"] as const).map((role) => clinicMember("Epilepsy Clinic", role, "approved", owner.clinicId))
  )
  otherClinicOwner = await clinicMember("Epilepsy Clinic", "owner", "approved")
  const cartId = await readyCart(member, [{ sku: "EPI-PANEL-STD", quantity: 2 }])
  await member.agent.post(`/store/carts/${cartId}/reference`).send({ reference: "PO-2026-0042" }).expect(200)
  const completed = await member.agent.post(`/store/carts/${cartId}/complete`).expect(200)
  order = completed.body.data
}, 120_000)

describe("GET /store/orders/:id/invoice", () => {
  it("gives the PDF to the member who ordered and to the clinic's owner and admins; 404 to other members and clinics, 401 to visitors", async () => {
    for (const reader of [member, owner, clinicAdmin]) {
      const res = await invoiceOf(reader.agent, order.id)
      expect(res.status, reader.email).toBe(200)
      expect(res.headers["content-type"]).toBe("application/pdf")
      expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="invoice-\d{6}\.pdf"$/)
      expect((res.body as Buffer).subarray(0, 5).toString()).toBe("%PDF-")
    }
    for (const stranger of [otherMember, otherClinicOwner]) {
      const res = await stranger.agent.get(`/store/orders/${order.id}/invoice`)
      expect(res.status, stranger.email).toBe(404)
      expect(res.body).toEqual({ type: "not_found", message: "Order was not found" })
    }
    expect((await request().get(`/store/orders/${order.id}/invoice`)).status).toBe(401)
    expect((await owner.agent.get(`/store/orders/order_unknown/invoice`)).status).toBe(404)
  })

  it("says the invoice number, the seller, the clinic's billing details, the lines with variant and tax, Medusa's totals, the reference and how to pay", async () => {
    const text = await pdfText((await invoiceOf(member.agent, order.id).expect(200)).body)
    const placed = (await admin.get(`/admin/orders/${order.id}`).expect(200)).body.order
    const [invoice] = await sql<{ number: number }>(`select number from invoice where order_id = $1`, [order.id])
    const [clinic] = await sql<{ name: string; billing_email: string }>(`select name, billing_email from clinic where id = $1`, [owner.clinicId])
    const money = (amount: number) => formatStoreMoney(amount, "usd", "en").replace(/\u00a0/g, " ")
    expect(text).toContain("Invoice")
    expect(text).toContain(`Invoice number: ${String(invoice.number).padStart(6, "0")}`)
    expect(text).toContain(`Order: #${order.display_id}`)
    expect(text).toContain("Your reference: PO-2026-0042")
    expect(text).toContain("Clinic Store")
    expect(text).toContain(clinic.name)
    expect(text).toContain(clinic.billing_email)
    expect(text).toContain("Epilepsy Gene Panel")
    expect(text).toContain("Standard (21 days)")
    for (const amount of [placed.subtotal, placed.shipping_total, placed.tax_total, placed.total]) expect(text).toContain(money(amount))
    expect(text).toMatch(/Total\s+\$/)
    expect(text).toContain("by bank transfer")
  })

  it("is written in the language the customer uses the store in", async () => {
    await member.agent.post("/store/user/locale").send({ locale: "da" }).expect(200)
    const text = await pdfText((await invoiceOf(member.agent, order.id).expect(200)).body)
    expect(text).toContain("Faktura")
    expect(text).toContain("Jeres reference: PO-2026-0042")
    expect(text).toContain("bankoverførsel")
    await member.agent.post("/store/user/locale").send({ locale: "en" }).expect(200)
  })

  it("keeps billing the clinic after the member who ordered leaves it; the invoice stays the clinic's, not hers", async () => {
    await sql(`delete from clinic_member where customer_id = $1`, [member.id])
    const text = await pdfText((await invoiceOf(owner.agent, order.id).expect(200)).body)
    const [clinic] = await sql<{ billing_email: string }>(`select billing_email from clinic where id = $1`, [owner.clinicId])
    expect(text).toContain(clinic.billing_email)
    expect((await member.agent.get(`/store/orders/${order.id}/invoice`)).status).toBe(404)
  })

  it("bills an individual customer at the order's billing address and email", async () => {
    const customer = await approvedIndividual()
    const { order: own } = await placeOrder(customer, [{ sku: "VITD-THY-1", quantity: 1 }])
    const text = await pdfText((await invoiceOf(customer.agent, own.id).expect(200)).body)
    expect(text).toContain(customer.email)
    expect(text).toContain("1 Main Street")
    expect(text).not.toContain("Your reference")
  })
})

describe("GET /admin/orders/:id/invoice and /billing", () => {
  it("gives staff the same invoice and its number with the reference; 401 to customers and visitors", async () => {
    const res = await asBytes(admin.get(`/admin/orders/${order.id}/invoice`)).expect(200)
    expect(await pdfText(res.body)).toContain("PO-2026-0042")
    const billing = await admin.get(`/admin/orders/${order.id}/billing`).expect(200)
    expect(billing.body.billing).toMatchObject({ reference: "PO-2026-0042", invoice_number: expect.stringMatching(/^\d{6}$/) })
    expect((await admin.get(`/admin/orders/order_unknown/invoice`)).status).toBe(404)
    for (const agent of [owner.agent, request()]) {
      expect((await agent.get(`/admin/orders/${order.id}/invoice`)).status).toBe(401)
      expect((await agent.get(`/admin/orders/${order.id}/billing`)).status).toBe(401)
    }
  })
})

describe("invoice numbers", () => {
  it("run without gaps or repeats when many orders are placed and their invoices asked for at once", async () => {
    const customers = await Promise.all(Array.from({ length: 16 }, () => approvedIndividual()))
    const carts = await Promise.all(customers.map((customer) => readyCart(customer, [{ sku: "VITD-THY-1", quantity: 1 }])))
    const placed = await Promise.all(carts.map((cartId, i) => customers[i].agent.post(`/store/carts/${cartId}/complete`).expect(200)))
    const ids = placed.map((res) => res.body.data.id as string)
    // The invoice routes race the order.placed subscriber that numbers each order, and each other (twice per order).
    const answers = await Promise.all([...ids, ...ids].map((id, i) => invoiceOf(customers[i % ids.length].agent, id)))
    expect(answers.map((res) => res.status)).toEqual([...ids, ...ids].map(() => 200))
    const numbers = await sql<{ number: number }>(`select number from invoice where order_id = any($1)`, [ids])
    expect(new Set(numbers.map((row) => row.number)).size).toBe(ids.length)
    const [all] = await sql<{ count: string; low: number; high: number; last: number }>(
      `select count(*)::text as count, min(number) as low, max(number) as high, (select last_number from invoice_counter) as last from invoice`
    )
    const missing = await sql<{ n: number }>(`select n from generate_series(1, $1::integer) n where not exists (select 1 from invoice where number = n)`, [all.high])
    expect(missing.map((row) => row.n), "invoice numbers given to no invoice").toEqual([])
    expect(all.low).toBe(1)
    expect(Number(all.count)).toBe(all.high)
    expect(all.last).toBe(all.high)
  }, 120_000)
})
