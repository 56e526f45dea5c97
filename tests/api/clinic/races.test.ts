import { describe, expect, it, vi } from "vitest"
import { clinicWithMembers, ownedClinic } from "../support/clinic-fixtures"
import { uniqueEmail } from "../support/client"
import { verifiedCustomer } from "../support/mail"
import { sql } from "../support/db"

// Each test builds clinics through the HTTP API; generous time for a busy shared machine (no timing asserted).
vi.setConfig({ testTimeout: 120_000 })

describe("database-enforced rules under concurrent requests", () => {
  it("lets an invitee accepting two clinics at once join exactly one (200 and 409, never 500)", async () => {
    const a = await ownedClinic()
    const b = await ownedClinic()
    const invitee = await verifiedCustomer(uniqueEmail("racer"))
    const first = await a.owner.agent.post("/store/invites/").send({ to: invitee.email }).expect(201)
    const second = await b.owner.agent.post("/store/invites/").send({ to: invitee.email }).expect(201)
    const answers = await Promise.all(
      [first, second].map((sent) => invitee.agent.put(`/store/invites/${sent.body.invite.id}`).send({ status: "approved" }))
    )
    expect(answers.map((res) => res.status).sort()).toEqual([200, 409])
    expect(await sql(`select clinic_id from clinic_member where customer_id = $1`, [invitee.id])).toHaveLength(1)
  })

  it("creates one awaiting invite when the owner and an admin invite the same address at once", async () => {
    const c = await clinicWithMembers()
    const to = uniqueEmail("doubled")
    const answers = await Promise.all([c.owner, c.admin].map((who) => who.agent.post("/store/invites/").send({ to })))
    expect(answers.map((res) => res.status).sort()).toEqual([201, 409])
    expect(await sql(`select id from clinic_invite where "to" = $1 and status = 'awaiting'`, [to])).toHaveLength(1)
  })

  it("keeps exactly one owner when two transfers race", async () => {
    const c = await clinicWithMembers()
    const answers = await Promise.all(
      [c.admin, c.member].map((target) => c.owner.agent.post(`/store/clinics/transfer-ownership/${target.memberId}`))
    )
    // the second transfer waits for the first and then sees its caller demoted to admin
    expect(answers.map((res) => res.status).sort()).toEqual([200, 403])
    const owners = await sql(`select customer_id from clinic_member where clinic_id = $1 and role = 'owner'`, [c.clinicId])
    expect(owners).toHaveLength(1)
  })
})
