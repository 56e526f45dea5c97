import { describe, expect, it, vi } from "vitest"
import { clinicWithMembers, joinClinic } from "../support/clinic-fixtures"
import { request, signedInCustomer } from "../support/client"
import { sql } from "../support/db"

// Each test builds clinics through the HTTP API; generous time for a busy shared machine (no timing asserted).
vi.setConfig({ testTimeout: 120_000 })

async function roles(clinicId: string) {
  const rows = await sql<{ customer_id: string; role: string }>(`select customer_id, role from clinic_member where clinic_id = $1`, [clinicId])
  return Object.fromEntries(rows.map((r) => [r.customer_id, r.role]))
}

describe("DELETE /store/clinics/members/:memberId", () => {
  it("lets the owner remove an admin and a member", async () => {
    const c = await clinicWithMembers()
    const res = await c.owner.agent.delete(`/store/clinics/members/${c.admin.memberId}`).expect(200)
    expect(res.body).toMatchObject({ id: c.admin.memberId, deleted: true })
    await c.owner.agent.delete(`/store/clinics/members/${c.member.memberId}`).expect(200)
    expect(await roles(c.clinicId)).toEqual({ [c.owner.id]: "owner" })
    await c.member.agent.get(`/store/clinics/${c.clinicId}`).expect(404)
  })

  it("lets an admin remove a plain member but not another admin nor the owner", async () => {
    const c = await clinicWithMembers()
    const second = await joinClinic(c.owner.agent, c.clinicId, "admin2")
    await c.owner.agent.post(`/store/clinics/promote/${second.memberId}`).expect(200)
    const admin = await c.admin.agent.delete(`/store/clinics/members/${second.memberId}`).expect(403)
    expect(admin.body.message).toContain("cannot remove another admin")
    await c.admin.agent.delete(`/store/clinics/members/${c.owner.memberId}`).expect(403)
    await c.admin.agent.delete(`/store/clinics/members/${c.member.memberId}`).expect(200)
  })

  it("refuses a plain member removing others (403) but lets them leave", async () => {
    const c = await clinicWithMembers()
    await c.member.agent.delete(`/store/clinics/members/${c.admin.memberId}`).expect(403)
    await c.member.agent.delete(`/store/clinics/members/${c.member.memberId}`).expect(200)
    const me = await c.member.agent.get("/store/user/me").expect(200)
    expect(me.body.customer.clinic).toBeNull()
  })

  it("refuses the owner leaving (409: transfer first)", async () => {
    const c = await clinicWithMembers()
    const res = await c.owner.agent.delete(`/store/clinics/members/${c.owner.memberId}`).expect(409)
    expect(res.body.message).toContain("transfer ownership")
  })

  it("answers 404 for another clinic's member or an unknown id, 401 without a session", async () => {
    const c = await clinicWithMembers()
    const other = await clinicWithMembers()
    await other.owner.agent.delete(`/store/clinics/members/${c.member.memberId}`).expect(404)
    const loner = await signedInCustomer()
    await loner.agent.delete(`/store/clinics/members/${c.member.memberId}`).expect(404)
    await c.owner.agent.delete("/store/clinics/members/cmem_unknown").expect(404)
    await request().delete(`/store/clinics/members/${c.member.memberId}`).expect(401)
    expect(Object.keys(await roles(c.clinicId))).toHaveLength(3)
  })
})

describe("POST /store/clinics/promote|demote/:memberId", () => {
  it("lets the owner promote a member to admin and demote an admin to member", async () => {
    const c = await clinicWithMembers()
    const promoted = await c.owner.agent.post(`/store/clinics/promote/${c.member.memberId}`).expect(200)
    expect(promoted.body.member).toMatchObject({ id: c.member.memberId, role: "admin", customer_id: c.member.id })
    const demoted = await c.owner.agent.post(`/store/clinics/demote/${c.admin.memberId}`).expect(200)
    expect(demoted.body.member.role).toBe("member")
    expect(await roles(c.clinicId)).toEqual({ [c.owner.id]: "owner", [c.admin.id]: "member", [c.member.id]: "admin" })
  })

  it("refuses admins and members (403), another clinic (404), and no session (401)", async () => {
    const c = await clinicWithMembers()
    const other = await clinicWithMembers()
    await c.admin.agent.post(`/store/clinics/promote/${c.member.memberId}`).expect(403)
    await c.member.agent.post(`/store/clinics/promote/${c.member.memberId}`).expect(403)
    await c.admin.agent.post(`/store/clinics/demote/${c.admin.memberId}`).expect(403)
    await other.owner.agent.post(`/store/clinics/promote/${c.member.memberId}`).expect(404)
    await other.owner.agent.post(`/store/clinics/demote/${c.admin.memberId}`).expect(404)
    await request().post(`/store/clinics/promote/${c.member.memberId}`).expect(401)
    expect(await roles(c.clinicId)).toEqual({ [c.owner.id]: "owner", [c.admin.id]: "admin", [c.member.id]: "member" })
  })

  it("answers 409 for a move the role does not allow (promote an admin, demote a member or the owner)", async () => {
    const c = await clinicWithMembers()
    await c.owner.agent.post(`/store/clinics/promote/${c.admin.memberId}`).expect(409)
    await c.owner.agent.post(`/store/clinics/demote/${c.member.memberId}`).expect(409)
    await c.owner.agent.post(`/store/clinics/demote/${c.owner.memberId}`).expect(409)
    await c.owner.agent.post(`/store/clinics/promote/${c.owner.memberId}`).expect(409)
  })
})

describe("POST /store/clinics/transfer-ownership/:memberId", () => {
  it("makes the target the owner and the caller an admin, in one step", async () => {
    const c = await clinicWithMembers()
    const res = await c.owner.agent.post(`/store/clinics/transfer-ownership/${c.member.memberId}`).expect(200)
    expect(res.body.clinic.id).toBe(c.clinicId)
    const members = res.body.clinic.members as { customer_id: string; role: string }[]
    expect(members[0]).toMatchObject({ customer_id: c.member.id, role: "owner" })
    expect(members.filter((m) => m.role === "admin").map((m) => m.customer_id).sort()).toEqual([c.owner.id, c.admin.id].sort())
    expect(await roles(c.clinicId)).toEqual({ [c.owner.id]: "admin", [c.admin.id]: "admin", [c.member.id]: "owner" })
    // the new owner now holds the owner's rights, the old one does not
    await c.owner.agent.post(`/store/clinics/transfer-ownership/${c.admin.memberId}`).expect(403)
    await c.member.agent.post(`/store/clinics/transfer-ownership/${c.owner.memberId}`).expect(200)
  })

  it("refuses admins and members (403), another clinic (404), itself (409) and no session (401)", async () => {
    const c = await clinicWithMembers()
    const other = await clinicWithMembers()
    await c.admin.agent.post(`/store/clinics/transfer-ownership/${c.admin.memberId}`).expect(403)
    await c.member.agent.post(`/store/clinics/transfer-ownership/${c.member.memberId}`).expect(403)
    await other.owner.agent.post(`/store/clinics/transfer-ownership/${c.member.memberId}`).expect(404)
    await c.owner.agent.post(`/store/clinics/transfer-ownership/${c.owner.memberId}`).expect(409)
    await request().post(`/store/clinics/transfer-ownership/${c.member.memberId}`).expect(401)
    expect(await roles(c.clinicId)).toEqual({ [c.owner.id]: "owner", [c.admin.id]: "admin", [c.member.id]: "member" })
  })
})
