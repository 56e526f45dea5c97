import { beforeAll, describe, expect, it, vi } from "vitest"
import { ownedClinic } from "../support/clinic-fixtures"
import { request, uniqueEmail } from "../support/client"
import { sql } from "../support/db"
import { verifiedCustomer } from "../support/mail"

// Each test builds clinics through the HTTP API; generous time for a busy shared machine (no timing asserted).
vi.setConfig({ testTimeout: 120_000 })

type Owner = Awaited<ReturnType<typeof ownedClinic>>["owner"]

let owner: Owner
let clinicName: string

beforeAll(async () => {
  const clinic = await ownedClinic()
  owner = clinic.owner
  await sql(`update customer set first_name = 'Olivia', last_name = 'Owner' where id = $1`, [owner.id])
  ;[{ name: clinicName }] = await sql<{ name: string }>(`select name from clinic where id = $1`, [clinic.clinicId])
})

async function invite(to = uniqueEmail("linked")): Promise<string> {
  return (await owner.agent.post("/store/invites/").send({ to }).expect(201)).body.invite.id
}

describe("GET /store/invite-links/:id (the invite's mailed link, read by anyone holding it)", () => {
  it("names the clinic and the inviter's first name of an open invite, and nothing else (no address, no id)", async () => {
    const to = uniqueEmail("linked")
    const id = await invite(to)
    const res = await request().get(`/store/invite-links/${id}`).expect(200)
    expect(res.body).toEqual({ invite: { clinic_name: clinicName, inviter_first_name: "Olivia", open: true } })
    const text = JSON.stringify(res.body)
    for (const secret of [to, owner.email, owner.id, "Owner", "@"]) expect(text).not.toContain(secret)
  })

  it("says an answered invite is no longer open", async () => {
    const invitee = await verifiedCustomer(uniqueEmail("answered"))
    const id = await invite(invitee.email)
    await invitee.agent.put(`/store/invites/${id}`).send({ status: "rejected" }).expect(200)
    const res = await request().get(`/store/invite-links/${id}`).expect(200)
    expect(res.body.invite).toEqual({ clinic_name: clinicName, inviter_first_name: "Olivia", open: false })
  })

  it("names no inviter once the inviter has no first name", async () => {
    const id = await invite()
    await sql(`update customer set first_name = null where id = $1`, [owner.id])
    try {
      expect((await request().get(`/store/invite-links/${id}`).expect(200)).body.invite.inviter_first_name).toBeNull()
    } finally {
      await sql(`update customer set first_name = 'Olivia' where id = $1`, [owner.id])
    }
  })

  it("answers 404 with a clear message for a withdrawn invite and for an id nobody was sent", async () => {
    const id = await invite()
    await owner.agent.delete(`/store/invites/${id}`).expect(200)
    for (const gone of [id, "inv_01ZZZZZZZZZZZZZZZZZZZZZZZZ"]) {
      const res = await request().get(`/store/invite-links/${gone}`).expect(404)
      expect(res.body).toEqual({ type: "not_found", message: expect.stringMatching(/invite link is not valid/) })
    }
  })

  it("answers 400 naming the id for something that is not an invite's id", async () => {
    for (const bad of ["nope", "cus_01ZZZZZZZZZZZZZZZZZZZZZZZZ", "inv_' or 1=1 --"]) {
      const res = await request().get(`/store/invite-links/${encodeURIComponent(bad)}`).expect(400)
      expect(res.body).toEqual({ type: "invalid_data", message: "id: not an invite link's id" })
    }
  })
})
