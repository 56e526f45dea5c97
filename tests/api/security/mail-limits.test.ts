import { describe, expect, it } from "vitest"
import { agent, staff, uniqueEmail } from "../support/client"
import { clinicWithMembers, ownedClinic } from "../support/clinic-fixtures"
import { sql } from "../support/db"
import { LOCAL_PASSWORD, waitForMail } from "../support/mail"

/** The test backend exempts loopback from rate limits and trusts one proxy: every request poses as another client. */
let lastClient = 0
const freshAddress = () => `198.18.${Math.floor(++lastClient / 250)}.${(lastClient % 250) + 1}`

type Agent = ReturnType<typeof agent>

async function invite(inviter: Agent) {
  return inviter.post("/store/invites/").set("X-Forwarded-For", freshAddress()).send({ to: uniqueEmail("invitee") })
}

function expectThrottled(res: { status: number; body: { type: string; message: string }; headers: Record<string, string> }, named: RegExp) {
  expect(res.status).toBe(429)
  expect(res.body.type).toBe("too_many_requests")
  expect(res.body.message).toMatch(named)
  expect(res.body.message).toMatch(/at most 10 per 60 minutes/)
  expect(Number(res.headers["retry-after"])).toBeGreaterThan(0)
}

describe("mail is not a relay", () => {
  it("throttles invites per account after 10, whatever the client address", async () => {
    const { clinicId, owner } = await ownedClinic({ approve: false })
    for (let i = 0; i < 10; i++) expect((await invite(owner.agent)).status).toBe(201)
    expectThrottled(await invite(owner.agent), /too many invites from this account/i)
    const [row] = await sql<{ n: string }>(`select count(*)::text as n from clinic_invite where clinic_id = $1`, [clinicId])
    expect(row.n).toBe("10")
  })

  it("throttles invites per clinic: its owner and admin share one counter", async () => {
    // the fixture's owner invited its admin and member: 2 of the clinic's 10
    const { owner, admin } = await clinicWithMembers()
    for (let i = 0; i < 6; i++) expect((await invite(owner.agent)).status).toBe(201)
    for (let i = 0; i < 2; i++) expect((await invite(admin.agent)).status).toBe(201)
    expectThrottled(await invite(admin.agent), /too many invites from this clinic/i)
  })

  it("throttles sign-up codes sent again per identity, across sign-in sessions and addresses", async () => {
    const email = uniqueEmail("resend")
    const first = agent()
    await first.post("/idp/sign-up").send({ email, password: LOCAL_PASSWORD }).expect(201)
    for (let i = 0; i < 5; i++) expect((await first.post("/idp/verify-email/resend").set("X-Forwarded-For", freshAddress())).status).toBe(202)
    const second = agent()
    await second.post("/idp/sign-in").send({ email, password: LOCAL_PASSWORD }).expect(200)
    for (let i = 0; i < 5; i++) expect((await second.post("/idp/verify-email/resend").set("X-Forwarded-For", freshAddress())).status).toBe(202)
    expectThrottled(await second.post("/idp/verify-email/resend").set("X-Forwarded-For", freshAddress()), /too many verification codes/i)
  })
})

// The addresses RATE_LIMIT_EXEMPT lists (loopback here) are health checkers'; mail an account makes the store send is
// counted per account whatever the address, so these requests come straight from loopback.
describe("mail is throttled from addresses exempt from rate limits too", () => {
  const fromLoopback = (inviter: Agent) => inviter.post("/store/invites/").send({ to: uniqueEmail("invitee") })

  it("throttles invites per account after 10 for the owner of a clinic not yet approved", async () => {
    const { clinicId, owner } = await ownedClinic({ approve: false })
    for (let i = 0; i < 10; i++) expect((await fromLoopback(owner.agent)).status).toBe(201)
    expectThrottled(await fromLoopback(owner.agent), /too many invites from this account/i)
    const [row] = await sql<{ n: string }>(`select count(*)::text as n from clinic_invite where clinic_id = $1`, [clinicId])
    expect(row.n).toBe("10")
  })

  it("throttles invites per clinic not yet approved: its owner and admin share one counter", async () => {
    // the fixture's owner invited its admin and member: 2 of the clinic's 10
    const { owner, admin } = await clinicWithMembers({ approve: false })
    for (let i = 0; i < 6; i++) expect((await fromLoopback(owner.agent)).status).toBe(201)
    for (let i = 0; i < 2; i++) expect((await fromLoopback(admin.agent)).status).toBe(201)
    expectThrottled(await fromLoopback(admin.agent), /too many invites from this clinic/i)
  })

  it("counts invites sent, not refused ones: a plain member's refused invites leave the clinic's mails to its owner", async () => {
    const { owner, member } = await clinicWithMembers({ approve: false })
    for (let i = 0; i < 11; i++) expect((await fromLoopback(member.agent)).status).toBe(403)
    for (let i = 0; i < 8; i++) expect((await fromLoopback(owner.agent)).status).toBe(201)
    expectThrottled(await fromLoopback(owner.agent), /too many invites from this (account|clinic)/i)
  })

  it("throttles sign-up codes sent again per identity after 10", async () => {
    const browser = agent()
    await browser.post("/idp/sign-up").send({ email: uniqueEmail("resend"), password: LOCAL_PASSWORD }).expect(201)
    for (let i = 0; i < 10; i++) expect((await browser.post("/idp/verify-email/resend")).status).toBe(202)
    expectThrottled(await browser.post("/idp/verify-email/resend"), /too many verification codes/i)
  })
})

describe("names are at most 256 characters", () => {
  const LONG = "A".repeat(3127)

  it("Medusa's staff customer routes refuse a longer first or last name with a 400 naming it; the shopper's are closed", async () => {
    const { owner } = await ownedClinic({ approve: false })
    const admin = await staff()
    const updated = await admin.post(`/admin/customers/${owner.id}`).send({ last_name: LONG })
    expect(updated.status).toBe(400)
    expect(updated.body).toEqual({ type: "invalid_data", message: "last_name: at most 256 characters" })
    expect((await owner.agent.post("/store/customers/me").send({ last_name: LONG })).status).toBe(404)
    expect((await agent().post("/store/customers").send({ email: uniqueEmail("long"), password: LOCAL_PASSWORD, first_name: LONG })).status).toBe(403)
  })

  it("an invite's subject holds the inviter's name clamped to 256 characters (the clinic's name is limited by the database)", async () => {
    const { owner } = await ownedClinic({ approve: false })
    // A name saved before the limit existed.
    await sql(`update customer set first_name = $2, last_name = null where id = $1`, [owner.id, LONG])
    const to = uniqueEmail("invitee")
    await owner.agent.post("/store/invites/").send({ to }).expect(201)
    const mail = await waitForMail(to, /invited you/)
    expect(mail.subject).toMatch(new RegExp(`^${"A".repeat(255)}… invited you to `))
    expect(mail.subject).not.toContain("A".repeat(256))
  })
})
