import { beforeAll, describe, expect, it } from "vitest"
import { request, staff } from "./support/client"
import { approvedIndividual, labOrdersOf, placeOrder } from "./support/commerce-fixtures"
import { sql } from "./support/db"

type Admin = Awaited<ReturnType<typeof staff>>
let admin: Admin
let orderId: string
let displayId: number
let email: string
let labOrderIds: string[]

const ALLOWED: [string, string][] = [
  ["received", "kit_sent"],
  ["kit_sent", "awaiting_samples"],
  ["awaiting_samples", "in_analysis"],
  ["in_analysis", "results_ready"],
  ["received", "canceled"],
  ["kit_sent", "canceled"],
  ["awaiting_samples", "canceled"],
  ["in_analysis", "canceled"],
]
const FORBIDDEN: [string, string][] = [
  ["received", "awaiting_samples"],
  ["received", "results_ready"],
  ["kit_sent", "received"],
  ["awaiting_samples", "kit_sent"],
  ["in_analysis", "received"],
  ["results_ready", "canceled"],
  ["results_ready", "in_analysis"],
  ["canceled", "received"],
  ["canceled", "kit_sent"],
  ["received", "received"],
]

beforeAll(async () => {
  admin = await staff()
  const customer = await approvedIndividual()
  email = customer.email
  const { order } = await placeOrder(customer, [{ sku: "VITD-THY-1", quantity: 3 }])
  orderId = order.id
  displayId = order.display_id
  labOrderIds = (await labOrdersOf(orderId, 3)).map((l) => l.id)
}, 120_000)

async function setStatus(id: string, status: string) {
  await sql(`update lab_order set status = $2 where id = $1`, [id, status])
}

describe("POST /admin/lab-orders/:id (the transition table)", () => {
  it.each(ALLOWED)("allows %s → %s", async (from, to) => {
    await setStatus(labOrderIds[0], from)
    const res = await admin.post(`/admin/lab-orders/${labOrderIds[0]}`).send({ status: to }).expect(200)
    expect(res.body.lab_order).toMatchObject({ id: labOrderIds[0], status: to })
  })

  it.each(FORBIDDEN)("refuses %s → %s with 409", async (from, to) => {
    await setStatus(labOrderIds[0], from)
    const res = await admin.post(`/admin/lab-orders/${labOrderIds[0]}`).send({ status: to }).expect(409)
    expect(res.body.type).toBe("conflict")
    const [row] = await sql<{ status: string }>(`select status from lab_order where id = $1`, [labOrderIds[0]])
    expect(row.status).toBe(from)
  })

  it("answers 400 for a bad status, 404 for an unknown lab order, 401 without staff auth", async () => {
    const bad = await admin.post(`/admin/lab-orders/${labOrderIds[0]}`).send({ status: "shipped" }).expect(400)
    expect(bad.body).toMatchObject({ type: "invalid_data", message: expect.stringContaining("status") })
    await admin.post(`/admin/lab-orders/${labOrderIds[0]}`).send({}).expect(400)
    expect((await admin.post("/admin/lab-orders/labord_nope").send({ status: "kit_sent" }).expect(404)).body.type).toBe("not_found")
    await request().post(`/admin/lab-orders/${labOrderIds[0]}`).send({ status: "kit_sent" }).expect(401)
  })
})

describe("GET /admin/lab-orders", () => {
  it("lists lab orders with the order number and customer email, filtered by order and status", async () => {
    await setStatus(labOrderIds[1], "kit_sent")
    const res = await admin.get(`/admin/lab-orders?order_id=${orderId}`).expect(200)
    expect(res.body.count).toBe(3)
    expect(res.body.lab_orders[0]).toMatchObject({ order_id: orderId, order_display_id: displayId, customer_email: email })
    const sent = await admin.get(`/admin/lab-orders?order_id=${orderId}&status=kit_sent`).expect(200)
    expect(sent.body.lab_orders.map((l: { id: string }) => l.id)).toContain(labOrderIds[1])
    expect(sent.body.lab_orders.every((l: { status: string }) => l.status === "kit_sent")).toBe(true)
  })

  it("answers 400 for an unknown status filter and 401 without staff auth", async () => {
    await admin.get("/admin/lab-orders?status=lost").expect(400)
    await request().get("/admin/lab-orders").expect(401)
  })

  it("is not reachable with a customer session", async () => {
    const customer = await approvedIndividual()
    await customer.agent.get("/admin/lab-orders").expect(401)
  })
})

describe("POST /admin/lab-orders/:id/result", () => {
  const pdf = Buffer.from("%PDF-1.4 result").toString("base64")

  it("stores the file, sanitises the name and moves the lab order to results_ready", async () => {
    const id = labOrderIds[2]
    await setStatus(id, "in_analysis")
    const res = await admin.post(`/admin/lab-orders/${id}/result`).send({ name: "C:\\reports\\..\\result<1>.pdf", content: pdf }).expect(200)
    expect(res.body.lab_order).toMatchObject({ id, status: "results_ready" })
    expect(res.body.result).toMatchObject({ name: "result1.pdf", size: 15, mime_type: "application/pdf" })
    expect(res.body.result.file_key).toBeUndefined()
    const [stored] = await sql<{ file_key: string }>(`select file_key from lab_result where lab_order_id = $1`, [id])
    expect(stored.file_key).not.toContain("result1")
    expect((await admin.post(`/admin/lab-orders/${id}/result`).send({ name: "again.pdf", content: pdf }).expect(409)).body.type).toBe("conflict")
  })

  it("refuses a lab order that is not in analysis (409) and stores nothing", async () => {
    await setStatus(labOrderIds[1], "kit_sent")
    await admin.post(`/admin/lab-orders/${labOrderIds[1]}/result`).send({ name: "r.pdf", content: pdf }).expect(409)
    const rows = await sql(`select 1 from lab_result where lab_order_id = $1`, [labOrderIds[1]])
    expect(rows).toHaveLength(0)
  })

  it("answers 400 for bad bodies, 413 above 10 MB decoded, 404 for unknown, 401 without staff", async () => {
    const id = labOrderIds[1]
    await setStatus(id, "in_analysis")
    for (const body of [{ name: "r.pdf" }, { content: pdf }, { name: "r.pdf", content: "not base64!" }, { name: "../..", content: pdf }]) {
      const res = await admin.post(`/admin/lab-orders/${id}/result`).send(body).expect(400)
      expect(res.body.type).toBe("invalid_data")
    }
    const big = Buffer.alloc(10 * 1024 * 1024 + 1, 1).toString("base64")
    const tooBig = await admin.post(`/admin/lab-orders/${id}/result`).send({ name: "big.bin", content: big }).expect(413)
    expect(tooBig.body.type).toBe("payload_too_large")
    const hugeBody = await admin.post(`/admin/lab-orders/${id}/result`).send({ name: "big.bin", content: big + big.slice(0, 2_000_000) }).expect(413)
    expect(hugeBody.body.type).toBe("payload_too_large")
    await admin.post("/admin/lab-orders/labord_nope/result").send({ name: "r.pdf", content: pdf }).expect(404)
    await request().post(`/admin/lab-orders/${id}/result`).send({ name: "r.pdf", content: pdf }).expect(401)
    const [row] = await sql<{ status: string }>(`select status from lab_order where id = $1`, [id])
    expect(row.status).toBe("in_analysis")
  })

  it("accepts exactly 10 MB decoded (the body limit is raised for this route only)", async () => {
    const id = labOrderIds[1]
    await setStatus(id, "in_analysis")
    const content = Buffer.alloc(10 * 1024 * 1024, 7).toString("base64")
    const res = await admin.post(`/admin/lab-orders/${id}/result`).send({ name: "full.bin", content }).expect(200)
    expect(res.body.result.size).toBe(10 * 1024 * 1024)
    const other = await admin.post(`/admin/lab-orders/${id}`).send({ status: "canceled", padding: "x".repeat(200_000) })
    expect(other.status).toBe(413)
  })
})
