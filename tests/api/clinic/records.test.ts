import { beforeAll, describe, expect, it, vi } from "vitest"
import { clinicWithMembers, joinClinic, ownedClinic, type ClinicAgent } from "../support/clinic-fixtures"
import { placeOrder } from "../support/commerce-fixtures"
import { sql } from "../support/db"
import { verifiedCustomer } from "../support/mail"
import {
  ALL_READ,
  approvedAsIndividual,
  invoiceNumbered,
  invoiceText,
  listedOrderIds,
  moveClinic,
  NONE_READ,
  statusesOf,
  withResult,
  type OrderRecords,
} from "../support/record-fixtures"

// Builds clinics, orders and lab results through the HTTP API; generous time for a busy shared machine (no timing asserted).
vi.setConfig({ testTimeout: 120_000 })

type Clinic = Awaited<ReturnType<typeof clinicWithMembers>>
type Owned = Awaited<ReturnType<typeof ownedClinic>>

const PANEL = [{ sku: "EPI-PANEL-STD", quantity: 1 }]

let a: Clinic
let b: Owned
let billingEmailOf: Record<string, string>

beforeAll(async () => {
  ;[a, b] = await Promise.all([clinicWithMembers(), ownedClinic()])
  const clinics = await sql<{ id: string; billing_email: string }>(`select id, billing_email from clinic where id = any($1)`, [[a.clinicId, b.clinicId]])
  billingEmailOf = Object.fromEntries(clinics.map((row) => [row.id, row.billing_email]))
}, 180_000)

describe("a member who moves to another clinic after ordering", () => {
  let mover: ClinicAgent
  let clinicOrder: OrderRecords
  let ownOrderId: string

  beforeAll(async () => {
    // She ordered as an individual first, then joined A and ordered for A; A's order has its invoice and a result.
    const customer = await verifiedCustomer()
    await approvedAsIndividual(customer)
    ownOrderId = (await placeOrder(customer, [{ sku: "VITD-THY-1", quantity: 1 }])).order.id
    const invite = await a.owner.agent.post("/store/invites/").send({ to: customer.email }).expect(201)
    await customer.agent.put(`/store/invites/${invite.body.invite.id}`).send({ status: "approved" }).expect(200)
    const [membership] = await sql<{ id: string }>(`select id from clinic_member where customer_id = $1`, [customer.id])
    mover = { ...customer, memberId: membership.id }
    const { order } = await placeOrder(mover, PANEL)
    await invoiceNumbered(order.id)
    clinicOrder = await withResult(order.id)
    mover = await moveClinic(mover, b.owner)
  }, 180_000)

  it("leaves A's order, invoice, lab order and result with A: B's owner gets 404 for each, A's owner and admin read them", async () => {
    expect(await statusesOf(b.owner, clinicOrder)).toEqual(NONE_READ)
    expect(await listedOrderIds(b.owner)).not.toContain(clinicOrder.orderId)
    for (const reader of [a.owner, a.admin]) {
      expect(await statusesOf(reader, clinicOrder), reader.email).toEqual(ALL_READ)
      expect(await listedOrderIds(reader)).toContain(clinicOrder.orderId)
    }
    const text = await invoiceText(a.owner, clinicOrder.orderId)
    expect(text).toContain(billingEmailOf[a.clinicId])
    expect(text).not.toContain(billingEmailOf[b.clinicId])
  })

  it("shows A's plain members the order and its result as before, not its invoice", async () => {
    expect(await statusesOf(a.member, clinicOrder)).toEqual({ ...ALL_READ, invoice: 404 })
  })

  it("no longer shows her A's records through B, but still her own order from before she joined a clinic", async () => {
    expect(await statusesOf(mover, clinicOrder)).toEqual(NONE_READ)
    expect(await listedOrderIds(mover)).toEqual([ownOrderId])
    await mover.agent.get(`/store/orders/${ownOrderId}`).expect(200)
    await mover.agent.get(`/store/orders/${ownOrderId}/invoice`).expect(200)
  })

  it("shows neither clinic her order from before she joined one", async () => {
    for (const reader of [a.owner, b.owner]) {
      expect((await reader.agent.get(`/store/orders/${ownOrderId}`)).status, reader.email).toBe(404)
      expect((await reader.agent.get(`/store/orders/${ownOrderId}/invoice`)).status, reader.email).toBe(404)
      expect(await listedOrderIds(reader)).not.toContain(ownOrderId)
    }
  })
})

describe("a member who moves right after ordering, before the invoice is numbered", () => {
  it("has the order billed to the clinic she ordered for", async () => {
    const mover = await joinClinic(a.owner.agent, a.clinicId, "quick-mover")
    const { order } = await placeOrder(mover, PANEL)
    // The order.placed subscriber numbers the invoice a moment after the order: she has left A before that.
    await moveClinic(mover, b.owner)
    await invoiceNumbered(order.id)
    const text = await invoiceText(a.owner, order.id)
    expect(text).toContain(billingEmailOf[a.clinicId])
    expect(text).not.toContain(billingEmailOf[b.clinicId])
    expect((await b.owner.agent.get(`/store/orders/${order.id}/invoice`)).status).toBe(404)
    expect((await b.owner.agent.get(`/store/orders/${order.id}`)).status).toBe(404)
  })
})

describe("a member who deletes her account", () => {
  it("leaves the clinic its orders, their invoices and results", async () => {
    const leaver = await joinClinic(a.owner.agent, a.clinicId, "leaver")
    const { order } = await placeOrder(leaver, PANEL)
    await invoiceNumbered(order.id)
    const records = await withResult(order.id)
    await leaver.agent.delete("/store/user/delete/").expect(200)
    for (const reader of [a.owner, a.admin]) {
      expect(await statusesOf(reader, records), reader.email).toEqual(ALL_READ)
      expect(await listedOrderIds(reader)).toContain(order.id)
    }
    expect(await invoiceText(a.owner, order.id)).toContain(billingEmailOf[a.clinicId])
    // The order was the clinic's, billed to its email: the clinic's mails about it go on to that address.
    expect((await a.owner.agent.get(`/store/orders/${order.id}`).expect(200)).body.order.email).toBe(billingEmailOf[a.clinicId])
  })
})

describe("the invoice of a clinic's order", () => {
  it("bills the clinic's name, email and address as they were when the order was placed", async () => {
    const c = await clinicWithMembers()
    const { order } = await placeOrder(c.member, PANEL)
    const [before] = await sql<{ name: string; billing_email: string }>(`select name, billing_email from clinic where id = $1`, [c.clinicId])
    await c.owner.agent
      .put(`/store/clinics/${c.clinicId}`)
      .send({ name: "Renamed Clinic", billing_email: "new-billing@example.test", billing_address: { address_1: "9 Harbour Road", city: "Portland", postal_code: "04101", country_code: "us" } })
      .expect(200)
    const text = await invoiceText(c.owner, order.id)
    expect(text).toContain(before.name)
    expect(text).toContain(before.billing_email)
    expect(text).toContain("12345 Springfield")
    expect(text).not.toContain("Renamed Clinic")
    expect(text).not.toContain("9 Harbour Road")
  })
})
