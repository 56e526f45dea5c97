import { decodeJwt } from "jose"
import { describe, expect, it } from "vitest"
import { ownedClinic } from "./support/clinic-fixtures"
import { agent, request, uniqueEmail } from "./support/client"
import { sql } from "./support/db"
import { latestEmailCode, LOCAL_PASSWORD, mailsTo, verifiedCustomer } from "./support/mail"

const STOREFRONT = "http://localhost:8000"

async function storeToken(browser: ReturnType<typeof agent>) {
  return browser.post("/idp/tokens").set("Origin", STOREFRONT).send({ template: "store" })
}

describe("local identity provider: verified addresses", () => {
  it("signs up without a token until the mailed 6-digit code is entered, in the page's language", async () => {
    const email = uniqueEmail("verify")
    const browser = agent()
    const res = await browser.post("/idp/sign-up").send({ email, password: LOCAL_PASSWORD, locale: "da" }).expect(201)
    expect(res.body).toEqual({ status: "needs_email_verification", user: { id: expect.any(String), email, two_factor_enabled: false } })
    // No token, no profile: the session only waits for the code.
    expect((await storeToken(browser)).status).toBe(401)
    expect((await browser.get("/idp/me").expect(200)).body.user).toBeNull()

    const code = await latestEmailCode(email)
    const [mail] = await mailsTo(email)
    expect(mail.subject).toBe("Din bekræftelseskode til Clinic Store")
    expect(mail.html).toContain(code)
    const [row] = await sql<{ email_code_hash: string }>(`select email_code_hash from idp_user where email = $1`, [email])
    expect(row.email_code_hash).not.toContain(code)

    const wrong = await browser.post("/idp/verify-email").send({ code: code === "000000" ? "111111" : "000000" })
    expect(wrong.status).toBe(400)
    expect(wrong.body).toEqual({ type: "invalid_data", message: expect.stringMatching(/^code: The code is not correct or has expired/) })
    const malformed = await browser.post("/idp/verify-email").send({ code: "12ab" })
    expect(malformed.status).toBe(400)
    expect(malformed.body.message).toMatch(/^code: Enter the 6-digit code/)

    const ok = await browser.post("/idp/verify-email").send({ code }).expect(200)
    expect(ok.body).toMatchObject({ status: "complete", user: { email, email_verified: true } })
    const token = await storeToken(browser).then((r) => r.body.jwt as string)
    expect(decodeJwt(token)).toMatchObject({ email, email_verified: true, locale: "da" })
    const login = await browser.get("/store/user/login").set("Authorization", `Bearer ${token}`).expect(200)
    expect(login.body.customer.metadata).toMatchObject({ locale: "da" })
    expect(await sql(`select email_verified from customer_identity where customer_id = $1`, [login.body.customer.id])).toEqual([{ email_verified: true }])
  })

  it("refuses an expired code, and a code used once or replaced by a newer one", async () => {
    const email = uniqueEmail("verify")
    const browser = agent()
    await browser.post("/idp/sign-up").send({ email, password: LOCAL_PASSWORD }).expect(201)
    const first = await latestEmailCode(email)
    await sql(`update idp_user set email_code_expires_at = now() - interval '1 second' where email = $1`, [email])
    expect((await browser.post("/idp/verify-email").send({ code: first })).status).toBe(400)

    await browser.post("/idp/verify-email/resend").expect(202)
    const second = await latestEmailCode(email, 2)
    if (second !== first) expect((await browser.post("/idp/verify-email").send({ code: first })).status).toBe(400)
    await browser.post("/idp/verify-email").send({ code: second }).expect(200)
    // Used up: the session is complete now, and the code is gone.
    expect((await browser.post("/idp/verify-email").send({ code: second })).status).toBe(401)
    expect((await sql(`select 1 from idp_user where email = $1 and email_code_hash is null and email_verified`, [email])).length).toBe(1)
  })

  it("asks an unverified account for a new code at sign-in, and no token before it", async () => {
    const email = uniqueEmail("verify")
    await agent().post("/idp/sign-up").send({ email, password: LOCAL_PASSWORD }).expect(201)
    await latestEmailCode(email)
    const browser = agent()
    const signIn = await browser.post("/idp/sign-in").send({ email, password: LOCAL_PASSWORD }).expect(200)
    expect(signIn.body.status).toBe("needs_email_verification")
    expect((await storeToken(browser)).status).toBe(401)
    await browser.post("/idp/verify-email").send({ code: await latestEmailCode(email, 2) }).expect(200)
    await storeToken(browser).then((r) => expect(r.status).toBe(200))
  })

  it("answers 401 to verify-email and resend without a session waiting for a code", async () => {
    expect((await request().post("/idp/verify-email").send({ code: "123456" })).status).toBe(401)
    expect((await request().post("/idp/verify-email/resend")).status).toBe(401)
  })

  it("lets no one answer an invite with an address they have not proven (the sign-up squatting hole)", async () => {
    const { owner } = await ownedClinic()
    const victim = uniqueEmail("victim")
    await owner.agent.post("/store/invites/").send({ to: victim }).expect(201)
    // A squatter cannot register the invitee's address with Medusa's own customer API (no proof of the address) ...
    expect((await request().post("/store/customers").send({ email: victim, password: "Squatter-Password-1!" })).status).toBe(403)
    expect(await sql(`select 1 from customer where email = $1`, [victim])).toHaveLength(0)
    // ... or signs up at the local provider with it: no token without the code that went to the victim's mailbox.
    const idp = agent()
    await idp.post("/idp/sign-up").send({ email: victim, password: LOCAL_PASSWORD }).expect(201)
    expect((await storeToken(idp)).status).toBe(401)
  })

  it("lets the verified invitee accept", async () => {
    const { owner, clinicId } = await ownedClinic()
    const invitee = await verifiedCustomer(uniqueEmail("invitee"))
    const invite = await owner.agent.post("/store/invites/").send({ to: invitee.email }).expect(201)
    await invitee.agent.put(`/store/invites/${invite.body.invite.id}`).send({ status: "approved" }).expect(200)
    expect(await sql(`select clinic_id from clinic_member where customer_id = $1`, [invitee.id])).toEqual([{ clinic_id: clinicId }])
  })

  it("keeps the seeded demo accounts verified", async () => {
    const browser = agent()
    const res = await browser.post("/idp/sign-in").send({ email: "owner@example.com", password: "Clinic-Demo-2026!" })
    expect(res.body.status).toBe("complete")
    expect(decodeJwt((await storeToken(browser)).body.jwt)).toMatchObject({ email_verified: true })
  })
})

describe("verify-email throttling", () => {
  it("limits code guesses per sign-in session (10 per window) even from many addresses", async () => {
    const email = uniqueEmail("guess")
    const browser = agent()
    await browser.post("/idp/sign-up").send({ email, password: LOCAL_PASSWORD }).expect(201)
    const statuses: number[] = []
    for (let i = 0; i < 12; i++) {
      const res = await browser.post("/idp/verify-email").set("X-Forwarded-For", `198.51.${i}.${Math.floor(Math.random() * 250) + 1}`).send({ code: "000000" })
      statuses.push(res.status)
    }
    expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true)
    expect(statuses.slice(10)).toEqual([429, 429])
  })
})
