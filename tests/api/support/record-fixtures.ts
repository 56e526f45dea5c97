import { expect, vi } from "vitest"
import { asBytes } from "./binary"
import { sharedStaff, type ClinicAgent, type CustomerAgent } from "./clinic-fixtures"
import { labOrdersOf, toInAnalysis } from "./commerce-fixtures"
import { sql } from "./db"
import { pdfText } from "../../support/pdf-text"

/** An order's records a reader may ask for: the order, its invoice, one lab order with its result, and the result file. */
export type OrderRecords = { orderId: string; labOrderId: string; resultUrl: string }

/** Gives the order's first lab order a result through the admin API; answers the paths of the order's records. */
export async function withResult(orderId: string): Promise<OrderRecords> {
  const [labOrder] = await labOrdersOf(orderId, 1)
  const admin = await toInAnalysis(labOrder.id)
  const content = Buffer.from("Panel report: no pathogenic variants found.\n").toString("base64")
  const res = await admin.post(`/admin/lab-orders/${labOrder.id}/result`).send({ name: "report.txt", content }).expect(200)
  expect(res.body.lab_order.status).toBe("results_ready")
  return { orderId, labOrderId: labOrder.id, resultUrl: `/store/orders/${orderId}/results/${labOrder.id}/download` }
}

/** Waits until the order.placed subscriber has numbered the order's invoice. */
export async function invoiceNumbered(orderId: string): Promise<void> {
  await vi.waitFor(async () => expect(await sql(`select 1 from invoice where order_id = $1`, [orderId])).toHaveLength(1), { timeout: 15_000, interval: 200 })
}

/** The HTTP status each of the order's records answers the reader: order (by id, by lookup), invoice, result, result file. */
export async function statusesOf(reader: CustomerAgent, records: OrderRecords): Promise<Record<string, number>> {
  const { agent } = reader
  const { orderId, labOrderId, resultUrl } = records
  return {
    order: (await agent.get(`/store/orders/${orderId}`)).status,
    lookup: (await agent.get(`/store/orders/?id=${orderId}`)).status,
    invoice: (await agent.get(`/store/orders/${orderId}/invoice`)).status,
    result: (await agent.get(`/store/orders/${orderId}/results/${labOrderId}`)).status,
    file: (await agent.get(resultUrl)).status,
  }
}

/** Every record answered 200, or every one 404. */
export const ALL_READ = { order: 200, lookup: 200, invoice: 200, result: 200, file: 200 }
export const NONE_READ = { order: 404, lookup: 404, invoice: 404, result: 404, file: 404 }

/** The ids of the orders the reader's orders list shows (past the read cache). */
export async function listedOrderIds(reader: CustomerAgent): Promise<string[]> {
  const res = await reader.agent.get("/store/orders/list?limit=100").set("Cache-Control", "no-cache").expect(200)
  return (res.body.orders as { id: string }[]).map((order) => order.id)
}

/** The text of the order's invoice as the reader downloads it. */
export async function invoiceText(reader: CustomerAgent, orderId: string): Promise<string> {
  return pdfText((await asBytes(reader.agent.get(`/store/orders/${orderId}/invoice`)).expect(200)).body)
}

/** A member leaves her clinic herself, then accepts an invite from `newOwner`'s clinic (all through the API). */
export async function moveClinic(mover: ClinicAgent, newOwner: CustomerAgent): Promise<ClinicAgent> {
  await mover.agent.delete(`/store/clinics/members/${mover.memberId}`).expect(200)
  const invite = await newOwner.agent.post("/store/invites/").send({ to: mover.email }).expect(201)
  await mover.agent.put(`/store/invites/${invite.body.invite.id}`).send({ status: "approved" }).expect(200)
  const [row] = await sql<{ id: string }>(`select id from clinic_member where customer_id = $1`, [mover.id])
  return { ...mover, memberId: row.id }
}

/** Applies as an individual and has staff approve it through the API (the customer may then buy individual products). */
export async function approvedAsIndividual(customer: CustomerAgent): Promise<void> {
  await customer.agent.post("/store/application").send({ first_name: "Ivy", last_name: "Individual" }).expect(201)
  await (await sharedStaff()).post(`/admin/applications/${customer.id}`).send({ status: "approved" }).expect(200)
}
