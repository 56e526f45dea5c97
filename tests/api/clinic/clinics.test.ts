import { beforeAll, describe, expect, it, vi } from "vitest"
import { clinicBody, clinicWithMembers } from "../support/clinic-fixtures"
import { request, signedInCustomer, staff } from "../support/client"
import { sql } from "../support/db"

// Each test builds clinics through the HTTP API; generous time for a busy shared machine (no timing asserted).
vi.setConfig({ testTimeout: 120_000 })

describe("POST /store/clinics", () => {
  it("creates an awaiting clinic and makes the caller its owner", async () => {
    const { agent, id } = await signedInCustomer()
    const body = clinicBody({ type: "Fertility Clinic" })
    const res = await agent.post("/store/clinics").send(body).expect(201)
    expect(res.body.clinic).toMatchObject({ name: body.clinic.name, type: "Fertility Clinic", status: "awaiting" })
    expect(res.body.clinic.id).toMatch(/^clinic_[0-9A-Z]{26}$/)
    expect(res.body.clinic.billing_address.country_code).toBe("us")
    const rows = await sql(`select role from clinic_member where customer_id = $1`, [id])
    expect(rows).toEqual([{ role: "owner" }])
  })

  it("refuses a customer who already belongs to a clinic (409)", async () => {
    const { member } = await clinicWithMembers()
    const res = await member.agent.post("/store/clinics").send(clinicBody()).expect(409)
    expect(res.body.type).toBe("conflict")
  })

  it.each([
    [{ clinic: { ...clinicBody().clinic, type: "Dental Clinic" } }, "clinic.type"],
    [{ clinic: { ...clinicBody().clinic, billing_email: "not-an-email" } }, "clinic.billing_email"],
    [{ clinic: { ...clinicBody().clinic, billing_address: { city: "X", postal_code: "1", country_code: "us" } } }, "clinic.billing_address.address_1"],
    [{ clinic: { ...clinicBody().clinic, billing_address: { address_1: "a", city: "X", postal_code: "1", country_code: "usa" } } }, "clinic.billing_address.country_code"],
    [{ clinic: { ...clinicBody().clinic, name: "x".repeat(257) } }, "clinic.name"],
    [{}, "clinic"],
  ])("answers 400 naming the field for a bad body (%#)", async (body, field) => {
    const { agent } = await signedInCustomer()
    const res = await agent.post("/store/clinics").send(body).expect(400)
    expect(res.body.type).toBe("invalid_data")
    expect(res.body.message).toContain(field)
  })

  it("answers 401 without a session", async () => {
    const res = await request().post("/store/clinics").send(clinicBody()).expect(401)
    expect(res.body.type).toBe("unauthorized")
  })

  it("answers 400 (not 500) for malformed JSON", async () => {
    const { agent } = await signedInCustomer()
    const res = await agent.post("/store/clinics").set("Content-Type", "application/json").send("{bad json").expect(400)
    expect(res.body.type).toBe("invalid_data")
  })
})

describe("GET, PUT, DELETE /store/clinics/:id", () => {
  let clinic: Awaited<ReturnType<typeof clinicWithMembers>>
  let other: Awaited<ReturnType<typeof clinicWithMembers>>
  beforeAll(async () => {
    clinic = await clinicWithMembers()
    other = await clinicWithMembers({ type: "Fertility Clinic" })
  })

  it("shows every member the clinic with its members, owner first", async () => {
    for (const who of [clinic.owner, clinic.admin, clinic.member]) {
      const res = await who.agent.get(`/store/clinics/${clinic.clinicId}`).expect(200)
      expect(res.body.clinic).toMatchObject({ id: clinic.clinicId, status: "approved", type: "Epilepsy Clinic" })
      expect(res.body.clinic.members.map((m: { role: string }) => m.role)).toEqual(["owner", "admin", "member"])
      expect(res.body.clinic.members[0]).toMatchObject({ customer_id: clinic.owner.id, email: clinic.owner.email, first_name: "Test" })
    }
  })

  it("answers 404 to another clinic's member and to a customer without a clinic", async () => {
    await other.owner.agent.get(`/store/clinics/${clinic.clinicId}`).expect(404)
    const { agent } = await signedInCustomer()
    const res = await agent.get(`/store/clinics/${clinic.clinicId}`).expect(404)
    expect(res.body.type).toBe("not_found")
    await request().get(`/store/clinics/${clinic.clinicId}`).expect(401)
  })

  it("lets the owner and an admin update, not a plain member (403) nor another clinic (404)", async () => {
    const owner = await clinic.owner.agent.put(`/store/clinics/${clinic.clinicId}`).send({ name: "Renamed by owner" }).expect(200)
    expect(owner.body.clinic.name).toBe("Renamed by owner")
    const admin = await clinic.admin.agent
      .put(`/store/clinics/${clinic.clinicId}`)
      .send({ billing_email: "NEW-Billing@Example.test" })
      .expect(200)
    expect(admin.body.clinic.billing_email).toBe("new-billing@example.test")
    const member = await clinic.member.agent.put(`/store/clinics/${clinic.clinicId}`).send({ name: "No" }).expect(403)
    expect(member.body.type).toBe("not_allowed")
    await other.owner.agent.put(`/store/clinics/${clinic.clinicId}`).send({ name: "No" }).expect(404)
    await request().put(`/store/clinics/${clinic.clinicId}`).send({ name: "No" }).expect(401)
  })

  it("refuses status changes and empty or bad updates with 400 naming the field", async () => {
    const status = await clinic.owner.agent.put(`/store/clinics/${clinic.clinicId}`).send({ status: "approved" }).expect(400)
    expect(status.body.message).toMatch(/status|Unrecognized/)
    const empty = await clinic.owner.agent.put(`/store/clinics/${clinic.clinicId}`).send({}).expect(400)
    expect(empty.body.message).toContain("name, billing_email, billing_address or vat_number")
    const address = await clinic.owner.agent
      .put(`/store/clinics/${clinic.clinicId}`)
      .send({ billing_address: { address_1: "x", city: "y", postal_code: "1" } })
      .expect(400)
    expect(address.body.message).toContain("billing_address.country_code")
  })

  it("lets only the owner delete the clinic; members are released", async () => {
    const doomed = await clinicWithMembers()
    await doomed.admin.agent.delete(`/store/clinics/${doomed.clinicId}`).expect(403)
    await doomed.member.agent.delete(`/store/clinics/${doomed.clinicId}`).expect(403)
    await other.owner.agent.delete(`/store/clinics/${doomed.clinicId}`).expect(404)
    await request().delete(`/store/clinics/${doomed.clinicId}`).expect(401)
    const res = await doomed.owner.agent.delete(`/store/clinics/${doomed.clinicId}`).expect(200)
    expect(res.body).toMatchObject({ id: doomed.clinicId, deleted: true })
    expect(await sql(`select id from clinic_member where clinic_id = $1`, [doomed.clinicId])).toEqual([])
    await doomed.member.agent.get(`/store/clinics/${doomed.clinicId}`).expect(404)
    const admin = await staff()
    await admin.get(`/admin/clinics/${doomed.clinicId}`).expect(404)
  })
})
