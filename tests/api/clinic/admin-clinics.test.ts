import { describe, expect, it, vi } from "vitest"
import { clinicWithMembers, ownedClinic } from "../support/clinic-fixtures"
import { request, signedInCustomer, staff } from "../support/client"

// Each test builds clinics through the HTTP API; generous time for a busy shared machine (no timing asserted).
vi.setConfig({ testTimeout: 120_000 })

type Clinic = { id: string; status: string; name: string }

describe("admin clinics", () => {
  it("lists clinics filtered by status and name, paged", async () => {
    const pending = await ownedClinic({ approve: false })
    const admin = await staff()
    const detail = await admin.get(`/admin/clinics/${pending.clinicId}`).expect(200)
    const name = detail.body.clinic.name as string
    const awaiting = await admin.get("/admin/clinics?status=awaiting&limit=100").expect(200)
    expect((awaiting.body.clinics as Clinic[]).map((c) => c.id)).toContain(pending.clinicId)
    expect((awaiting.body.clinics as Clinic[]).every((c) => c.status === "awaiting")).toBe(true)
    const search = await admin.get(`/admin/clinics?q=${encodeURIComponent(name.slice(-6))}`).expect(200)
    expect(search.body).toMatchObject({ count: 1, offset: 0, limit: 20 })
    expect(search.body.clinics[0].id).toBe(pending.clinicId)
    const page = await admin.get("/admin/clinics?offset=0&limit=1").expect(200)
    expect(page.body.clinics).toHaveLength(1)
    expect(page.body.count).toBeGreaterThan(1)
  })

  it("approves and rejects a clinic, which becomes its members' application status", async () => {
    const c = await clinicWithMembers({ approve: false })
    const admin = await staff()
    const approved = await admin.post(`/admin/clinics/${c.clinicId}`).send({ status: "approved" }).expect(200)
    expect(approved.body.clinic).toMatchObject({ id: c.clinicId, status: "approved" })
    expect((await c.member.agent.get("/store/user/me").expect(200)).body.customer.application_status).toBe("approved")
    await admin.post(`/admin/clinics/${c.clinicId}`).send({ status: "rejected", reason: "Missing clinic licence" }).expect(200)
    expect((await c.admin.agent.get("/store/user/me").expect(200)).body.customer.application_status).toBe("rejected")
  })

  it("shows staff a clinic with its members", async () => {
    const c = await clinicWithMembers()
    const res = await (await staff()).get(`/admin/clinics/${c.clinicId}`).expect(200)
    expect(res.body.clinic.members.map((m: { customer_id: string }) => m.customer_id)).toEqual([c.owner.id, c.admin.id, c.member.id])
  })

  it("answers 404 for an unknown clinic and 400 for bad bodies and queries", async () => {
    const admin = await staff()
    await admin.post("/admin/clinics/clinic_unknown").send({ status: "approved" }).expect(404)
    await admin.get("/admin/clinics/clinic_unknown").expect(404)
    const { clinicId } = await ownedClinic({ approve: false })
    const bad = await admin.post(`/admin/clinics/${clinicId}`).send({ status: "open" }).expect(400)
    expect(bad.body.message).toContain("status")
    expect((await admin.get("/admin/clinics?limit=0").expect(400)).body.message).toContain("limit")
    expect((await admin.get("/admin/clinics?status=open").expect(400)).body.message).toContain("status")
  })

  it("is refused to customers, even a clinic owner, and to anonymous callers (401)", async () => {
    const { clinicId, owner } = await ownedClinic({ approve: false })
    await owner.agent.post(`/admin/clinics/${clinicId}`).send({ status: "approved" }).expect(401)
    await owner.agent.get("/admin/clinics").expect(401)
    await owner.agent.get(`/admin/clinics/${clinicId}`).expect(401)
    await request().get("/admin/clinics").expect(401)
    const loner = await signedInCustomer()
    await loner.agent.get("/admin/clinics").expect(401)
    const me = await owner.agent.get("/store/user/me").expect(200)
    expect(me.body.customer.application_status).toBe("awaiting")
  })
})
