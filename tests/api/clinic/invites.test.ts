import { beforeAll, describe, expect, it, vi } from "vitest"
import { clinicWithMembers, ownedClinic } from "../support/clinic-fixtures"
import { request, signedInCustomer, uniqueEmail } from "../support/client"
import { verifiedCustomer } from "../support/mail"
import { sql } from "../support/db"

// Each test builds clinics through the HTTP API; generous time for a busy shared machine (no timing asserted).
vi.setConfig({ testTimeout: 120_000 })

type Invite = { id: string; to: string; status: string; clinic_id: string; clinic_name: string }

describe("POST /store/invites/", () => {
  let c: Awaited<ReturnType<typeof clinicWithMembers>>
  beforeAll(async () => {
    c = await clinicWithMembers()
  })

  it("lets the owner and an admin invite (201, awaiting, lower-cased address)", async () => {
    const to = uniqueEmail("invitee")
    const res = await c.owner.agent.post("/store/invites/").send({ to: to.toUpperCase() }).expect(201)
    expect(res.body.invite).toMatchObject({ to, status: "awaiting", clinic_id: c.clinicId })
    expect(res.body.invite.id).toMatch(/^inv_[0-9A-Z]{26}$/)
    expect(res.body.invite.clinic_name).toEqual(expect.any(String))
    expect(res.body.invite.created_at).toEqual(expect.any(String))
    await c.admin.agent.post("/store/invites").send({ to: uniqueEmail("invitee") }).expect(201)
  })

  it("refuses a plain member and a customer without a clinic (403), no session (401)", async () => {
    const member = await c.member.agent.post("/store/invites/").send({ to: uniqueEmail() }).expect(403)
    expect(member.body.type).toBe("not_allowed")
    const loner = await signedInCustomer()
    await loner.agent.post("/store/invites/").send({ to: uniqueEmail() }).expect(403)
    await request().post("/store/invites/").send({ to: uniqueEmail() }).expect(401)
  })

  it("answers 409 for an existing member or an address with an awaiting invite", async () => {
    const existing = await c.owner.agent.post("/store/invites/").send({ to: c.member.email }).expect(409)
    expect(existing.body.message).toContain("already a member")
    const to = uniqueEmail("twice")
    await c.owner.agent.post("/store/invites/").send({ to }).expect(201)
    const twice = await c.admin.agent.post("/store/invites/").send({ to }).expect(409)
    expect(twice.body.message).toContain("awaiting invite")
  })

  it.each([[{}], [{ to: "nope" }], [{ to: 42 }], [{ to: "a@b.test", extra: 1 }]])("answers 400 for %j", async (body) => {
    const res = await c.owner.agent.post("/store/invites/").send(body).expect(400)
    expect(res.body.type).toBe("invalid_data")
    expect(res.body.message).toMatch(/^(to|body)/)
  })
})

describe("GET /store/invites", () => {
  it("lists the clinic's invites to its owner and admins, and to the invitee their own", async () => {
    const c = await clinicWithMembers()
    const invitee = await signedInCustomer(uniqueEmail("listed"))
    const sent = await c.admin.agent.post("/store/invites/").send({ to: invitee.email }).expect(201)
    for (const who of [c.owner, c.admin]) {
      const res = await who.agent.get("/store/invites").expect(200)
      expect(res.body.invites.map((i: Invite) => i.id)).toContain(sent.body.invite.id)
    }
    const mine = await invitee.agent.get("/store/invites/").expect(200)
    expect(mine.body.invites).toEqual([expect.objectContaining({ id: sent.body.invite.id, status: "awaiting", clinic_id: c.clinicId })])
    const member = await c.member.agent.get("/store/invites").expect(200)
    expect(member.body.invites.map((i: Invite) => i.id)).not.toContain(sent.body.invite.id)
    const other = await clinicWithMembers()
    const others = await other.owner.agent.get("/store/invites").expect(200)
    expect(others.body.invites.every((i: Invite) => i.clinic_id === other.clinicId)).toBe(true)
    await request().get("/store/invites").expect(401)
  })
})

describe("PUT /store/invites/:id", () => {
  it("approving joins the invitee to the clinic as member", async () => {
    const { clinicId, owner } = await ownedClinic()
    const invitee = await verifiedCustomer(uniqueEmail("joins"))
    const sent = await owner.agent.post("/store/invites/").send({ to: invitee.email }).expect(201)
    const res = await invitee.agent.put(`/store/invites/${sent.body.invite.id}`).send({ status: "approved" }).expect(200)
    expect(res.body.invite).toMatchObject({ id: sent.body.invite.id, status: "approved" })
    const me = await invitee.agent.get("/store/user/me").expect(200)
    expect(me.body.customer).toMatchObject({ clinic_role: "member", application_status: "approved" })
    expect(me.body.customer.clinic.id).toBe(clinicId)
    // only awaiting invites change
    await invitee.agent.put(`/store/invites/${sent.body.invite.id}`).send({ status: "rejected" }).expect(409)
  })

  it("rejecting leaves the invitee outside the clinic", async () => {
    const { owner } = await ownedClinic()
    const invitee = await verifiedCustomer(uniqueEmail("declines"))
    const sent = await owner.agent.post("/store/invites/").send({ to: invitee.email }).expect(201)
    await invitee.agent.put(`/store/invites/${sent.body.invite.id}`).send({ status: "rejected" }).expect(200)
    expect(await sql(`select id from clinic_member where customer_id = $1`, [invitee.id])).toEqual([])
    await invitee.agent.put(`/store/invites/${sent.body.invite.id}`).send({ status: "approved" }).expect(409)
  })

  it("answers 409 when the invitee already belongs to a clinic", async () => {
    const a = await clinicWithMembers()
    const b = await ownedClinic()
    const sent = await b.owner.agent.post("/store/invites/").send({ to: a.member.email }).expect(201)
    const res = await a.member.agent.put(`/store/invites/${sent.body.invite.id}`).send({ status: "approved" }).expect(409)
    expect(res.body.message).toContain("already belong")
  })

  it("refuses the inviting clinic (403), strangers (404), bad status (400), no session (401)", async () => {
    const c = await clinicWithMembers()
    const invitee = await signedInCustomer(uniqueEmail("target"))
    const sent = await c.owner.agent.post("/store/invites/").send({ to: invitee.email }).expect(201)
    const id = sent.body.invite.id
    await c.owner.agent.put(`/store/invites/${id}`).send({ status: "approved" }).expect(403)
    const stranger = await signedInCustomer()
    await stranger.agent.put(`/store/invites/${id}`).send({ status: "approved" }).expect(404)
    const bad = await invitee.agent.put(`/store/invites/${id}`).send({ status: "awaiting" }).expect(400)
    expect(bad.body.message).toContain("status")
    await request().put(`/store/invites/${id}`).send({ status: "approved" }).expect(401)
    await invitee.agent.put("/store/invites/inv_unknown").send({ status: "approved" }).expect(404)
  })
})

describe("DELETE /store/invites/:id", () => {
  it("lets the owner or an admin delete; refuses a member and the invitee (403), strangers (404)", async () => {
    const c = await clinicWithMembers()
    const invitee = await signedInCustomer(uniqueEmail("withdrawn"))
    const first = await c.owner.agent.post("/store/invites/").send({ to: invitee.email }).expect(201)
    await c.member.agent.delete(`/store/invites/${first.body.invite.id}`).expect(403)
    await invitee.agent.delete(`/store/invites/${first.body.invite.id}`).expect(403)
    const other = await clinicWithMembers()
    await other.owner.agent.delete(`/store/invites/${first.body.invite.id}`).expect(404)
    await request().delete(`/store/invites/${first.body.invite.id}`).expect(401)
    const res = await c.admin.agent.delete(`/store/invites/${first.body.invite.id}`).expect(200)
    expect(res.body).toMatchObject({ id: first.body.invite.id, deleted: true })
    const second = await c.owner.agent.post("/store/invites/").send({ to: invitee.email }).expect(201)
    await c.owner.agent.delete(`/store/invites/${second.body.invite.id}`).expect(200)
    expect(await sql(`select id from clinic_invite where "to" = $1`, [invitee.email])).toEqual([])
  })
})
