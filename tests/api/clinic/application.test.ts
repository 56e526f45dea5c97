import { describe, expect, it, vi } from "vitest"
import { clinicWithMembers, individualCustomer, ownedClinic } from "../support/clinic-fixtures"
import { request, signedInCustomer, staff } from "../support/client"
import { sql } from "../support/db"

// Each test builds clinics through the HTTP API; generous time for a busy shared machine (no timing asserted).
vi.setConfig({ testTimeout: 120_000 })

const application = { first_name: "Ada", last_name: "Lovelace", phone: "+1 555 0100", date_of_birth: "1990-04-01", reason: "Testing" }

type Application = { customer_id: string; status: string; email: string; submitted_at: string; reason: string | null }

describe("POST /store/application", () => {
  it("stores an awaiting application in the store's own table, not in the customer's metadata", async () => {
    const { agent, id } = await signedInCustomer()
    const res = await agent.post("/store/application").send(application).expect(201)
    expect(res.body).toEqual({ application_status: "awaiting" })
    const me = await agent.get("/store/user/me").expect(200)
    expect(me.body.customer.application_status).toBe("awaiting")
    expect(me.body.customer.metadata.application).toBeUndefined()
    const [stored] = await sql(`select * from customer_application where customer_id = $1`, [id])
    expect(stored).toMatchObject({ status: "awaiting", ...application, submitted_at: expect.any(Date), reviewed_at: null })
    // The awaiting page says when the application was made.
    expect(me.body.customer.application_submitted_at).toBe((stored.submitted_at as Date).toISOString())
  })

  it("dates a clinic's application by the clinic's registration, and a customer who never applied by nothing", async () => {
    const { owner, clinicId } = await ownedClinic({ approve: false })
    const [clinic] = await sql<{ created_at: Date }>(`select created_at from clinic where id = $1`, [clinicId])
    const me = await owner.agent.get("/store/user/me").expect(200)
    expect(me.body.customer).toMatchObject({ application_status: "awaiting", application_submitted_at: clinic.created_at.toISOString() })
    const newcomer = await signedInCustomer()
    expect((await newcomer.agent.get("/store/user/me").expect(200)).body.customer.application_submitted_at).toBeNull()
  })

  it("answers 409 when already applied or in a clinic", async () => {
    const { agent } = await signedInCustomer()
    await agent.post("/store/application").send(application).expect(201)
    await agent.post("/store/application").send(application).expect(409)
    const c = await clinicWithMembers()
    const res = await c.member.agent.post("/store/application").send(application).expect(409)
    expect(res.body.type).toBe("conflict")
  })

  it.each([
    [{ last_name: "x" }, "first_name"],
    [{ ...application, date_of_birth: "01/04/1990" }, "date_of_birth"],
    [{ ...application, date_of_birth: "2999-01-01" }, "date_of_birth"],
    [{ ...application, first_name: "x".repeat(300) }, "first_name"],
  ])("answers 400 naming the field (%#)", async (body, field) => {
    const { agent } = await signedInCustomer()
    const res = await agent.post("/store/application").send(body).expect(400)
    expect(res.body.message).toContain(field)
  })

  it("answers 401 without a session", async () => {
    await request().post("/store/application").send(application).expect(401)
  })
})

describe("admin applications", () => {
  it("lists applications by status and lets staff approve one", async () => {
    const applicant = await signedInCustomer()
    await applicant.agent.post("/store/application").send(application).expect(201)
    const admin = await staff()
    const awaiting = await admin.get("/admin/applications?status=awaiting").expect(200)
    const listed = (awaiting.body.applications as Application[]).find((a) => a.customer_id === applicant.id)
    expect(listed).toMatchObject({ email: applicant.email, status: "awaiting", reason: "Testing", submitted_at: expect.any(String) })
    expect((awaiting.body.applications as Application[]).every((a) => a.status === "awaiting")).toBe(true)
    const approved = await admin.post(`/admin/applications/${applicant.id}`).send({ status: "approved" }).expect(200)
    expect(approved.body.application).toMatchObject({ customer_id: applicant.id, status: "approved" })
    const me = await applicant.agent.get("/store/user/me").expect(200)
    expect(me.body.customer.application_status).toBe("approved")
    const all = await admin.get("/admin/applications?status=approved&limit=100").expect(200)
    expect((all.body.applications as Application[]).find((a) => a.customer_id === applicant.id)!.status).toBe("approved")
  })

  it("answers 404 for a customer without an application and 400 for a bad status or filter", async () => {
    const admin = await staff()
    const { id } = await signedInCustomer()
    await admin.post(`/admin/applications/${id}`).send({ status: "approved" }).expect(404)
    await admin.post("/admin/applications/cus_unknown").send({ status: "approved" }).expect(404)
    const bad = await admin.post(`/admin/applications/${id}`).send({ status: "maybe" }).expect(400)
    expect(bad.body.message).toContain("status")
    await admin.get("/admin/applications?status=maybe").expect(400)
  })

  it.each(["awaiting", "approved", "rejected"] as const)("gives the individualCustomer fixture the status %s", async (status) => {
    const customer = await individualCustomer(status)
    const me = await customer.agent.get("/store/user/me").expect(200)
    expect(me.body.customer).toMatchObject({ clinic: null, application_status: status })
  })

  it("is refused to customers and anonymous callers (401)", async () => {
    const { agent, id } = await signedInCustomer()
    await agent.get("/admin/applications").expect(401)
    await agent.post(`/admin/applications/${id}`).send({ status: "approved" }).expect(401)
    await request().get("/admin/applications").expect(401)
  })
})
