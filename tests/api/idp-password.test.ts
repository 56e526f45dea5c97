import { describe, expect, it } from "vitest"
import { agent, request, uniqueEmail } from "./support/client"
import { sql } from "./support/db"
import { LOCAL_PASSWORD, linkIn, mailsTo, verifiedCustomer, waitForMail } from "./support/mail"

const NEW_PASSWORD = "Copper-Meadow-Violin-77"
const STOREFRONT = "http://localhost:8000"

/** Asks for a reset mail and answers the token of its link (the newest of `count` reset mails). */
async function resetToken(email: string, count = 1): Promise<string> {
  await request().post("/idp/password-reset").send({ email }).expect(202)
  const link = linkIn(await waitForMail(email, /Reset your Clinic Store password/, count))
  expect(link.origin).toBe("http://store.test")
  expect(link.pathname).toBe("/reset-password")
  return link.searchParams.get("token")!
}

async function signInStatus(email: string, password: string): Promise<number> {
  return (await agent().post("/idp/sign-in").send({ email, password })).status
}

describe("password reset", () => {
  it("answers 202 the same way for unknown and known addresses, mailing only the account", async () => {
    const { email } = await verifiedCustomer(uniqueEmail("reset"))
    const unknown = uniqueEmail("nobody")
    const known = await request().post("/idp/password-reset").send({ email })
    const missing = await request().post("/idp/password-reset").send({ email: unknown })
    expect([known.status, missing.status]).toEqual([202, 202])
    expect(missing.body).toEqual(known.body)
    await waitForMail(email, /Reset your/)
    expect(await mailsTo(unknown)).toEqual([])
    expect((await request().post("/idp/password-reset").send({ email: "not-an-email" })).status).toBe(400)
  })

  it("sets a new password once with the mailed token, ends every session, and the old password fails", async () => {
    const { email, agent: browser } = await verifiedCustomer(uniqueEmail("reset"))
    const token = await resetToken(email)
    const [row] = await sql<{ token_hash: string }>(`select token_hash from idp_password_reset where user_id = (select id from idp_user where email = $1)`, [email])
    expect(row.token_hash).not.toContain(token)

    const weak = await request().post("/idp/password-reset/confirm").send({ token, password: "password1" })
    expect(weak.status).toBe(400)
    expect(weak.body.message).toMatch(/^password: /)
    // A refused password leaves the token usable.
    await request().post("/idp/password-reset/confirm").send({ token, password: NEW_PASSWORD }).expect(200)
    const again = await request().post("/idp/password-reset/confirm").send({ token, password: "Another-Copper-Violin-88" })
    expect(again.status).toBe(400)
    expect(again.body.message).toMatch(/^token: This reset link is not valid any more/)

    expect((await browser.post("/idp/tokens").set("Origin", STOREFRONT).send({ template: "store" })).status).toBe(401)
    expect(await signInStatus(email, LOCAL_PASSWORD)).toBe(401)
    expect(await signInStatus(email, NEW_PASSWORD)).toBe(200)
  })

  it("ends every older reset link once one link is used: a link mailed earlier no longer works", async () => {
    const { email } = await verifiedCustomer(uniqueEmail("reset"))
    const older = await resetToken(email, 1)
    const newer = await resetToken(email, 2)
    await request().post("/idp/password-reset/confirm").send({ token: newer, password: NEW_PASSWORD }).expect(200)
    const stale = await request().post("/idp/password-reset/confirm").send({ token: older, password: "Another-Copper-Violin-88" })
    expect(stale.status).toBe(400)
    expect(stale.body.message).toMatch(/^token: This reset link is not valid any more/)
    expect(await signInStatus(email, NEW_PASSWORD)).toBe(200)
  })

  it("refuses a token older than an hour, and an unknown token", async () => {
    const { email } = await verifiedCustomer(uniqueEmail("reset"))
    const token = await resetToken(email)
    await sql(`update idp_password_reset set expires_at = now() - interval '1 second' where user_id = (select id from idp_user where email = $1)`, [email])
    expect((await request().post("/idp/password-reset/confirm").send({ token, password: NEW_PASSWORD })).status).toBe(400)
    expect((await request().post("/idp/password-reset/confirm").send({ token: "made-up", password: NEW_PASSWORD })).status).toBe(400)
    expect((await request().post("/idp/password-reset/confirm").send({ password: NEW_PASSWORD })).body.message).toMatch(/^token: Required/)
    expect(await signInStatus(email, LOCAL_PASSWORD)).toBe(200)
  })

  it("proves the address: an account never verified becomes verified by a reset", async () => {
    const email = uniqueEmail("unverified")
    await agent().post("/idp/sign-up").send({ email, password: LOCAL_PASSWORD }).expect(201)
    const token = await resetToken(email)
    await request().post("/idp/password-reset/confirm").send({ token, password: NEW_PASSWORD }).expect(200)
    const signIn = await agent().post("/idp/sign-in").send({ email, password: NEW_PASSWORD }).expect(200)
    expect(signIn.body.status).toBe("complete")
  })

  it("throttles reset requests for one account from many addresses (10 per window)", async () => {
    const email = uniqueEmail("flood")
    const statuses: number[] = []
    for (let i = 0; i < 12; i++) {
      statuses.push((await request().post("/idp/password-reset").set("X-Forwarded-For", `198.18.7.${i + 1}`).send({ email })).status)
    }
    expect(statuses.slice(0, 10).every((status) => status === 202)).toBe(true)
    expect(statuses.slice(10)).toEqual([429, 429])
  })
})

describe("password change", () => {
  it("needs the current password, follows the sign-up rules, and ends the user's other sessions only", async () => {
    const { email, agent: browser } = await verifiedCustomer(uniqueEmail("change"))
    const other = agent()
    await other.post("/idp/sign-in").send({ email, password: LOCAL_PASSWORD }).expect(200)

    const wrong = await browser.post("/idp/password").send({ current_password: "Not-The-Password-1", password: NEW_PASSWORD })
    expect(wrong.status).toBe(400)
    expect(wrong.body.message).toMatch(/^current_password: The current password is not correct/)
    const weak = await browser.post("/idp/password").send({ current_password: LOCAL_PASSWORD, password: "password1" })
    expect(weak.status).toBe(400)
    expect(weak.body.message).toMatch(/^password: /)

    await browser.post("/idp/password").send({ current_password: LOCAL_PASSWORD, password: NEW_PASSWORD }).expect(200)
    expect((await browser.post("/idp/tokens").set("Origin", STOREFRONT).send({ template: "store" })).status).toBe(200)
    expect((await other.post("/idp/tokens").set("Origin", STOREFRONT).send({ template: "store" })).status).toBe(401)
    expect(await signInStatus(email, LOCAL_PASSWORD)).toBe(401)
    expect(await signInStatus(email, NEW_PASSWORD)).toBe(200)
  })

  it("answers 401 without a session", async () => {
    expect((await request().post("/idp/password").send({ current_password: "x", password: NEW_PASSWORD })).status).toBe(401)
  })
})
