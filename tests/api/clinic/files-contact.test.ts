import { describe, expect, it, vi } from "vitest"
import { request, signedInCustomer, staff, uniqueEmail } from "../support/client"
import { sql } from "../support/db"

// Each test builds clinics through the HTTP API; generous time for a busy shared machine (no timing asserted).
vi.setConfig({ testTimeout: 120_000 })

const MB = 1024 * 1024
const PNG = Buffer.concat([Buffer.from("89504e470d0a1a0a0000000d49484452", "hex"), Buffer.alloc(64)])

describe("POST /store/files", () => {
  it("stores a file: type from its content, name sanitised, key generated", async () => {
    const { agent, id } = await signedInCustomer()
    const res = await agent
      .post("/store/files")
      .send({ name: "../../etc/scan.pdf", content: PNG.toString("base64") })
      .expect(201)
    expect(res.body.file).toMatchObject({ name: "scan.pdf", size: PNG.length, mime_type: "image/png" })
    expect(res.body.file.id).toMatch(/^file_[0-9A-Z]{26}$/)
    const [row] = await sql<{ file_key: string; customer_id: string }>(`select file_key, customer_id from uploaded_file where id = $1`, [
      res.body.file.id,
    ])
    expect(row.customer_id).toBe(id)
    expect(row.file_key).not.toContain("scan")
    expect(row.file_key).not.toContain("..")
    expect(row.file_key).toContain(res.body.file.id)
  })

  it("accepts exactly 10 MB and answers 413 above it", async () => {
    const { agent } = await signedInCustomer()
    const ok = await agent.post("/store/files").send({ name: "big.bin", content: Buffer.alloc(10 * MB, 1).toString("base64") })
    expect(ok.status).toBe(201)
    expect(ok.body.file.size).toBe(10 * MB)
    const over = await agent.post("/store/files").send({ name: "big.bin", content: Buffer.alloc(10 * MB + 1, 1).toString("base64") })
    expect(over.status).toBe(413)
    expect(over.body.type).toBe("payload_too_large")
    const huge = await agent.post("/store/files").send({ name: "huge.bin", content: "A".repeat(15 * MB) })
    expect(huge.status).toBe(413)
  })

  it("keeps the default body limit on other routes", async () => {
    const { agent } = await signedInCustomer()
    const res = await agent.post("/store/contact/form").send({ name: "x", email: uniqueEmail(), message: "m".repeat(200 * 1024) })
    expect(res.status).toBe(413)
  })

  it.each([
    [{ name: "a.txt" }, "content"],
    [{ content: "aGk=" }, "name"],
    [{ name: "a.txt", content: "not base64!!" }, "content"],
  ])("answers 400 naming the field (%#)", async (body, field) => {
    const { agent } = await signedInCustomer()
    const res = await agent.post("/store/files").send(body).expect(400)
    expect(res.body.message).toContain(field)
  })

  it("answers 401 without a session", async () => {
    await request().post("/store/files").send({ name: "a.txt", content: "aGk=" }).expect(401)
  })
})

describe("POST /store/contact/form and GET /admin/contact-submissions", () => {
  it("stores a message from anyone and shows it to staff, linked to a signed-in sender", async () => {
    const email = uniqueEmail("contact")
    const res = await request()
      .post("/store/contact/form")
      .send({ name: "Visitor", email, message: "Do you ship to Norway?", subject: "Shipping", phone: "+47 1234" })
      .expect(201)
    expect(res.body.id).toMatch(/^csub_[0-9A-Z]{26}$/)
    const signed = await signedInCustomer()
    const mine = await signed.agent.post("/store/contact/form").send({ name: "Member", email: signed.email, message: "Hi" }).expect(201)
    const admin = await staff()
    const list = await admin.get("/admin/contact-submissions?limit=100").expect(200)
    const submissions = list.body.submissions as { id: string; customer_id: string | null; subject: string | null }[]
    expect(submissions.find((s) => s.id === res.body.id)).toMatchObject({ email, subject: "Shipping", customer_id: null })
    expect(submissions.find((s) => s.id === mine.body.id)!.customer_id).toBe(signed.id)
  })

  it.each([
    [{ email: "a@b.test", message: "m" }, "name"],
    [{ name: "n", email: "nope", message: "m" }, "email"],
    [{ name: "n", email: "a@b.test" }, "message"],
  ])("answers 400 naming the field (%#)", async (body, field) => {
    const res = await request().post("/store/contact/form").send(body).expect(400)
    expect(res.body.message).toContain(field)
  })

  it("keeps the submissions from customers and anonymous callers (401)", async () => {
    const { agent } = await signedInCustomer()
    await agent.get("/admin/contact-submissions").expect(401)
    await request().get("/admin/contact-submissions").expect(401)
    await (await staff()).get("/admin/contact-submissions?limit=1000").expect(400)
  })
})
