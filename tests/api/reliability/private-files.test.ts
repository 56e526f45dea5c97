import fs from "node:fs"
import path from "node:path"
import { beforeAll, describe, expect, it, vi } from "vitest"
import { request, signedInCustomer } from "../support/client"
import { approvedIndividual, labOrdersOf, placeOrder, toInAnalysis } from "../support/commerce-fixtures"
import { sql } from "../support/db"

vi.setConfig({ testTimeout: 120_000 })

/** The public upload folder that @medusajs/file-local serves statically at /uploads (backend/uploads). */
const PUBLIC_UPLOADS = path.resolve(import.meta.dirname, "../../../backend/uploads")
/** The private storage folder of the test backend (PRIVATE_UPLOAD_DIR unset: backend/private-uploads). */
const PRIVATE_UPLOADS = path.resolve(import.meta.dirname, "../../../backend/private-uploads")
const PNG = Buffer.concat([Buffer.from("89504e470d0a1a0a0000000d49484452", "hex"), Buffer.alloc(64)])

/** Every file name under a folder (recursive; none when the folder does not exist). */
function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return []
  return fs.readdirSync(dir, { recursive: true, encoding: "utf8" })
}

describe("lab results and customer files are private", () => {
  let customer: Awaited<ReturnType<typeof approvedIndividual>>
  let orderId: string
  let labOrderId: string
  const report = "Result: private report for one patient.\n"

  beforeAll(async () => {
    customer = await approvedIndividual()
    const { order } = await placeOrder(customer, [{ sku: "VITD-THY-1", quantity: 1 }])
    orderId = order.id
    ;[{ id: labOrderId }] = await labOrdersOf(orderId, 1)
    const admin = await toInAnalysis(labOrderId)
    await admin
      .post(`/admin/lab-orders/${labOrderId}/result`)
      .send({ name: "report.txt", content: Buffer.from(report).toString("base64") })
      .expect(200)
  })

  it("a result file is not under the static upload folder and its key gives nothing at /uploads", async () => {
    const [stored] = await sql<{ file_key: string }>(`select file_key from lab_result where lab_order_id = $1`, [labOrderId])
    expect(filesUnder(PUBLIC_UPLOADS).some((name) => name.includes(path.basename(stored.file_key)))).toBe(false)
    for (const url of [`/uploads/${stored.file_key}`, `/uploads/../private-uploads/${stored.file_key}`, `/private-uploads/${stored.file_key}`]) {
      const res = await request().get(url)
      expect(res.status).toBe(404)
      expect(res.text).not.toContain(report)
    }
  })

  it("the owner still downloads it through the authorised route; anonymous callers get 401", async () => {
    const download = `/store/orders/${orderId}/results/${labOrderId}/download`
    const res = await customer.agent.get(download).expect(200)
    expect(res.text).toBe(report)
    expect((await request().get(download)).status).toBe(401)
  })

  it("an uploaded customer file is not under the static upload folder and gives nothing at /uploads", async () => {
    const uploader = await signedInCustomer()
    const res = await uploader.agent.post("/store/files").send({ name: "scan.png", content: PNG.toString("base64") }).expect(201)
    const [row] = await sql<{ file_key: string; url: string }>(`select file_key, url from uploaded_file where id = $1`, [res.body.file.id])
    expect(row.url).not.toMatch(/^https?:/)
    expect(filesUnder(PUBLIC_UPLOADS).some((name) => name.includes(res.body.file.id))).toBe(false)
    expect((await request().get(`/uploads/${row.file_key}`)).status).toBe(404)
  })

  it("a result stored before private storage (in the public folder) is moved out on download; a missing one is 404", async () => {
    const [stored] = await sql<{ file_key: string }>(`select file_key from lab_result where lab_order_id = $1`, [labOrderId])
    const legacy = path.join(PUBLIC_UPLOADS, stored.file_key)
    fs.mkdirSync(path.dirname(legacy), { recursive: true })
    fs.renameSync(path.join(PRIVATE_UPLOADS, stored.file_key), legacy)
    const download = `/store/orders/${orderId}/results/${labOrderId}/download`
    expect((await customer.agent.get(download).expect(200)).text).toBe(report)
    expect(fs.existsSync(legacy)).toBe(false)
    expect((await request().get(`/uploads/${stored.file_key}`)).status).toBe(404)
    fs.rmSync(path.join(PRIVATE_UPLOADS, stored.file_key))
    const missing = await customer.agent.get(download)
    expect(missing.status).toBe(404)
    expect(missing.body.type).toBe("not_found")
  })
})
