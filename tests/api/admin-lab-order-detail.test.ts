import { beforeAll, describe, expect, it } from "vitest"
import { identityCustomer } from "./security/surface"
import { request, staff } from "./support/client"
import { sql } from "./support/db"
import { mailsTo, waitForMail } from "./support/mail"
import { checkout, identityClinicMember } from "./support/identity-commerce"

type Admin = Awaited<ReturnType<typeof staff>>
type Member = Awaited<ReturnType<typeof identityClinicMember>>
let admin: Admin
let member: Member
let order: Awaited<ReturnType<typeof checkout>>
/** The order's two kits: the standard panel and the rapid one. */
let kits: { standard: string; rapid: string }
let productId: string

const b64 = (text: string) => Buffer.from(text).toString("base64")

async function labOrdersOf(orderId: string) {
  for (let attempt = 0; attempt < 100; attempt++) {
    const rows = await sql<{ id: string; sku: string }>(
      `select lo.id, v.sku from lab_order lo join line_item li on li.id = lo.line_item_id join product_variant v on v.id = li.variant_id where lo.order_id = $1`,
      [orderId]
    )
    if (rows.length >= 2) return rows
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error("no lab orders")
}

async function toInAnalysis(id: string) {
  for (const status of ["kit_sent", "awaiting_samples", "in_analysis"]) await admin.post(`/admin/lab-orders/${id}`).send({ status }).expect(200)
}

beforeAll(async () => {
  admin = await staff()
  member = await identityClinicMember("Epilepsy Clinic")
  order = await checkout(member, [
    { sku: "EPI-PANEL-STD", quantity: 1 },
    { sku: "EPI-PANEL-RAPID", quantity: 1 },
  ])
  const rows = await labOrdersOf(order.id)
  kits = { standard: rows.find((r) => r.sku === "EPI-PANEL-STD")!.id, rapid: rows.find((r) => r.sku === "EPI-PANEL-RAPID")!.id }
  ;[{ id: productId }] = await sql<{ id: string }>(`select product_id as id from product_variant where sku = 'EPI-PANEL-STD'`)
}, 120_000)

describe("staff lab-order routes answer staff only", () => {
  it("401 to visitors and to signed-in customers", async () => {
    const customer = await identityCustomer()
    const calls = [
      (a: ReturnType<typeof request>) => a.get(`/admin/lab-orders/${kits.standard}`),
      (a: ReturnType<typeof request>) => a.get(`/admin/lab-orders?product_id=${productId}`),
      (a: ReturnType<typeof request>) => a.get(`/admin/lab-orders/${kits.standard}/results/labres_x/download`),
      (a: ReturnType<typeof request>) => a.post(`/admin/lab-orders/${kits.standard}/result`).send({ name: "r.txt", content: b64("x"), replace: true }),
    ]
    for (const call of calls) {
      expect((await call(request())).status).toBe(401)
      expect((await call(customer.agent as unknown as ReturnType<typeof request>)).status).toBe(401)
    }
    expect(await sql(`select 1 from lab_result where lab_order_id = $1`, [kits.standard])).toHaveLength(0)
  })
})

describe("GET /admin/lab-orders: which test each row is for", () => {
  it("names the product and variant, the customer and clinic, the order number and status; filters by product and status", async () => {
    const all = await admin.get(`/admin/lab-orders?order_id=${order.id}`).expect(200)
    expect(all.body.lab_orders).toHaveLength(2)
    const rapid = all.body.lab_orders.find((row: { id: string }) => row.id === kits.rapid)
    expect(rapid).toMatchObject({
      product_title: expect.stringMatching(/epilep/i),
      variant_title: "Rapid (10 days)",
      order_display_id: order.display_id,
      customer_email: member.billingEmail,
      customer_id: member.id,
      clinic_id: member.clinicId,
      clinic_name: `Clinic ${member.clinicId}`,
      status: "received",
    })
    const byVariantProduct = await admin.get(`/admin/lab-orders?order_id=${order.id}&product_id=${productId}`).expect(200)
    expect(byVariantProduct.body.lab_orders.map((row: { id: string }) => row.id).sort()).toEqual([kits.standard, kits.rapid].sort())
    await admin.post(`/admin/lab-orders/${kits.rapid}`).send({ status: "kit_sent" }).expect(200)
    const sent = await admin.get(`/admin/lab-orders?product_id=${productId}&status=kit_sent`).expect(200)
    expect(sent.body.lab_orders.map((row: { id: string }) => row.id)).toContain(kits.rapid)
    expect(sent.body.lab_orders.map((row: { id: string }) => row.id)).not.toContain(kits.standard)
    expect((await admin.get(`/admin/lab-orders?product_id=${"x".repeat(101)}`)).status).toBe(400)
  })
})

describe("GET /admin/lab-orders/:id and replacing a result", () => {
  it("shows the order's lines, shipping address, who changed the status when, and keeps a replaced result in the history", async () => {
    await toInAnalysis(kits.standard)
    await admin.post(`/admin/lab-orders/${kits.standard}/result`).send({ name: "first.txt", content: b64("LAB-FIRST-4711") }).expect(200)
    await waitForMail(member.email, /ready/i)
    const replaced = await admin.post(`/admin/lab-orders/${kits.standard}/result`).send({ name: "corrected.txt", content: b64("LAB-CORRECTED-4712"), replace: true }).expect(200)
    expect(replaced.body.result.name).toBe("corrected.txt")

    const detail = await admin.get(`/admin/lab-orders/${kits.standard}`).expect(200)
    expect(detail.body.lab_order).toMatchObject({ id: kits.standard, status: "results_ready", variant_title: "Standard (21 days)" })
    expect(detail.body.order).toMatchObject({ id: order.id, display_id: order.display_id, email: member.billingEmail })
    expect(detail.body.order.shipping_address).toMatchObject({ address_1: "1 Main Street", city: "Boston", country_code: "us" })
    expect(detail.body.lines.map((line: { description: string; is_this_test: boolean }) => [line.description, line.is_this_test]).sort()).toEqual([
      ["Rapid (10 days)", false],
      ["Standard (21 days)", true],
    ])
    expect(detail.body.history.map((e: { kind: string; to_status: string; actor_email: string }) => [e.kind, e.to_status, e.actor_email])).toEqual([
      ["status_changed", "kit_sent", "admin@example.com"],
      ["status_changed", "awaiting_samples", "admin@example.com"],
      ["status_changed", "in_analysis", "admin@example.com"],
      ["status_changed", "results_ready", "admin@example.com"],
      ["result_replaced", "results_ready", "admin@example.com"],
    ])
    expect(detail.body.results.map((r: { name: string; replaced_at: string | null }) => [r.name, r.replaced_at === null])).toEqual([
      ["corrected.txt", true],
      ["first.txt", false],
    ])
    expect(JSON.stringify(detail.body)).not.toContain("file_key")

    // Staff can still open the earlier file; the customer gets the corrected one.
    const earlier = detail.body.results[1].id as string
    const file = await admin.get(`/admin/lab-orders/${kits.standard}/results/${earlier}/download`).expect(200)
    expect(file.text).toBe("LAB-FIRST-4711")
    expect((await admin.get(`/admin/lab-orders/${kits.rapid}/results/${earlier}/download`)).status).toBe(404)
    const customerFile = await member.agent.get(`/store/orders/${order.id}/results/${kits.standard}/download`).expect(200)
    expect(customerFile.text).toBe("LAB-CORRECTED-4712")

    // The customer is told, without the result.
    const mail = await waitForMail(member.email, /corrected/i)
    expect(mail.text).toContain(`#${order.display_id}`)
    expect(`${mail.text}${mail.html}`).not.toMatch(/LAB-CORRECTED-4712|LAB-FIRST-4711|corrected\.txt|first\.txt/)
  })

  it("refuses to replace the result of a lab order whose results are not ready (409), and answers 404 for an unknown one", async () => {
    const res = await admin.post(`/admin/lab-orders/${kits.rapid}/result`).send({ name: "r.txt", content: b64("x"), replace: true })
    expect(res.status).toBe(409)
    expect(res.body.message).toMatch(/kit_sent/)
    expect((await admin.get(`/admin/lab-orders/labord_unknown`)).status).toBe(404)
    expect((await mailsTo(member.email)).filter((m) => /corrected/i.test(m.subject))).toHaveLength(1)
  })
})
