import { randomInt } from "node:crypto"
import { decodeJwt } from "jose"
import { Secret, TOTP } from "otpauth"
import { describe, expect, it } from "vitest"
import { agent, uniqueEmail } from "./support/client"
import { latestEmailCode } from "./support/mail"
import { sql } from "./support/db"

const STRONG = "Quiet-Harbour-Lantern-42"

type Browser = ReturnType<typeof agent>

/** Signs up and enters the mailed code: the session is complete. */
async function signUp(email = uniqueEmail("idp")): Promise<{ browser: Browser; email: string }> {
  const browser = agent()
  await browser.post("/idp/sign-up").send({ email, password: STRONG, first_name: "Ada", last_name: "Lovelace" }).expect(201)
  await browser.post("/idp/verify-email").send({ code: await latestEmailCode(email) }).expect(200)
  return { browser, email }
}

function totpCode(secret: string): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: "SHA1" }).generate()
}

async function latestSms(browser: Browser, phone: string): Promise<string> {
  const res = await browser.get("/idp/dev/sms-outbox").query({ to: phone }).expect(200)
  return res.body.messages[0].code as string
}

describe("local identity provider: sign-up rules", () => {
  it.each([
    ["a weak password", "Summer2024", /too easy to guess/],
    ["a breached password", "password1", /data breaches/],
    ["a password over 72 bytes", `${"Ü".repeat(36)}x`, /72 bytes/],
  ])("refuses %s with a clear message", async (_what, password, message) => {
    const email = uniqueEmail("idp")
    const res = await agent().post("/idp/sign-up").send({ email, password })
    expect(res.status).toBe(400)
    expect(res.body).toEqual({ type: "invalid_data", message: expect.stringMatching(message) })
    expect(res.body.message).toMatch(/^password: /)
    expect(await sql(`select 1 from idp_user where email = $1`, [email])).toHaveLength(0)
  })

  it("refuses a bad email and names over 256 characters", async () => {
    const bad = await agent().post("/idp/sign-up").send({ email: "not-an-email", password: STRONG })
    expect(bad.status).toBe(400)
    expect(bad.body.message).toMatch(/^email: Enter a valid email address/)
    const long = await agent().post("/idp/sign-up").send({ email: uniqueEmail("idp"), password: STRONG, first_name: "a".repeat(257) })
    expect(long.status).toBe(400)
    expect(long.body.message).toMatch(/^first_name: Names can be at most 256 characters/)
  })

  it("signs up, refuses the same email twice, and keeps only a password hash", async () => {
    const { browser, email } = await signUp()
    const me = await browser.get("/idp/me").expect(200)
    expect(me.body.user).toMatchObject({ email, first_name: "Ada", two_factor_enabled: false })
    const again = await agent().post("/idp/sign-up").send({ email, password: STRONG })
    expect(again.status).toBe(409)
    const [row] = await sql<{ password_hash: string }>(`select password_hash from idp_user where email = $1`, [email])
    expect(row.password_hash).toMatch(/^scrypt\$/)
    expect(row.password_hash).not.toContain(STRONG)
  })
})

describe("local identity provider: sessions and tokens", () => {
  it("issues a short-lived store token that signs the customer in to the store", async () => {
    const { browser, email } = await signUp()
    const res = await browser.post("/idp/tokens").set("Origin", "http://localhost:8000").send({ template: "store" }).expect(200)
    const claims = decodeJwt(res.body.jwt)
    expect(claims).toMatchObject({ email, two_factor_enabled: false, azp: "http://localhost:8000" })
    expect(claims.exp! - claims.iat!).toBeLessThanOrEqual(600)
    const login = await browser.get("/store/user/login").set("Authorization", `Bearer ${res.body.jwt}`).expect(200)
    expect(login.body.customer.email).toBe(email)
  })

  it("carries the names typed at sign-up to the store customer at the first sign-in, and a later profile change at the next", async () => {
    const { browser, email } = await signUp()
    const token = async () => (await browser.post("/idp/tokens").set("Origin", "http://localhost:8000").send({ template: "store" }).expect(200)).body.jwt
    const first = await browser.post("/idp/tokens").set("Origin", "http://localhost:8000").send({ template: "store" }).expect(200)
    expect(decodeJwt(first.body.jwt)).toMatchObject({ first_name: "Ada", last_name: "Lovelace" })
    const login = await browser.get("/store/user/login").set("Authorization", `Bearer ${first.body.jwt}`).expect(200)
    expect(login.body.customer).toMatchObject({ email, first_name: "Ada", last_name: "Lovelace" })
    const me = await browser.get("/store/user/me").expect(200)
    expect(me.body.customer).toMatchObject({ first_name: "Ada", last_name: "Lovelace" })
    await browser.post("/idp/me").send({ first_name: "Augusta Ada", last_name: "King" }).expect(200)
    await browser.get("/store/user/login").set("Authorization", `Bearer ${await token()}`).expect(200)
    const [row] = await sql<{ first_name: string; last_name: string }>(`select first_name, last_name from customer where email = $1`, [email])
    expect(row).toEqual({ first_name: "Augusta Ada", last_name: "King" })
  })

  it("issues null name claims for a user who gave no names, which leave the customer's names empty", async () => {
    const email = uniqueEmail("idp")
    const browser = agent()
    await browser.post("/idp/sign-up").send({ email, password: STRONG }).expect(201)
    await browser.post("/idp/verify-email").send({ code: await latestEmailCode(email) }).expect(200)
    const { jwt } = (await browser.post("/idp/tokens").send({ template: "store" }).expect(200)).body
    expect(decodeJwt(jwt)).toMatchObject({ first_name: null, last_name: null })
    const login = await browser.get("/store/user/login").set("Authorization", `Bearer ${jwt}`).expect(200)
    expect(login.body.customer).toMatchObject({ email, first_name: null, last_name: null })
  })

  it("refuses wrong passwords, tokens without a session, and unknown templates", async () => {
    const { email } = await signUp()
    const wrong = await agent().post("/idp/sign-in").send({ email, password: "Wrong-Password-1234" })
    expect(wrong.status).toBe(401)
    await agent().post("/idp/tokens").send({ template: "store" }).expect(401)
    const signedIn = agent()
    await signedIn.post("/idp/sign-in").send({ email, password: STRONG }).expect(200)
    await signedIn.post("/idp/tokens").send({ template: "admin" }).expect(400)
    await signedIn.post("/idp/sign-out").expect(204)
    await signedIn.post("/idp/tokens").send({ template: "store" }).expect(401)
  })
})

describe("local identity provider: two-step verification", () => {
  it("enrols TOTP, then needs a TOTP code to complete a sign-in", async () => {
    const { browser, email } = await signUp()
    const start = await browser.post("/idp/two-factor/totp").send({}).expect(200)
    expect(start.body.otpauth_url).toMatch(/^otpauth:\/\/totp\//)
    // The same URI as a QR code for the app to scan: an SVG image drawn by the qrcode library.
    expect(start.body.qr_code).toMatch(/^data:image\/svg\+xml;base64,/)
    expect(Buffer.from(start.body.qr_code.split(",")[1], "base64").toString("utf8")).toMatch(/^<svg[^>]*viewBox/)
    const enrolled = await browser.post("/idp/two-factor/totp").send({ code: totpCode(start.body.secret) }).expect(200)
    expect(enrolled.body.user.two_factor_enabled).toBe(true)
    expect(enrolled.body.backup_codes).toHaveLength(10)

    const next = agent()
    const signIn = await next.post("/idp/sign-in").send({ email, password: STRONG }).expect(200)
    expect(signIn.body.status).toBe("needs_second_factor")
    await next.post("/idp/tokens").send({ template: "store" }).expect(401)
    await next.post("/idp/second-factor").send({ code: "000000" === totpCode(start.body.secret) ? "111111" : "000000" }).expect(401)
    const used = totpCode(start.body.secret)
    await next.post("/idp/second-factor").send({ code: used }).expect(200)
    const token = await next.post("/idp/tokens").send({ template: "store" }).expect(200)
    expect(decodeJwt(token.body.jwt).two_factor_enabled).toBe(true)

    const replay = agent()
    await replay.post("/idp/sign-in").send({ email, password: STRONG }).expect(200)
    await replay.post("/idp/second-factor").send({ code: used }).expect(401)
  })

  it("accepts each backup code once", async () => {
    const { browser, email } = await signUp()
    const start = await browser.post("/idp/two-factor/totp").send({}).expect(200)
    const { body } = await browser.post("/idp/two-factor/totp").send({ code: totpCode(start.body.secret) }).expect(200)
    const backup = body.backup_codes[0] as string
    const first = agent()
    await first.post("/idp/sign-in").send({ email, password: STRONG }).expect(200)
    const ok = await first.post("/idp/second-factor").send({ code: backup }).expect(200)
    expect(ok.body).toMatchObject({ status: "complete", method: "backup_code" })
    const second = agent()
    await second.post("/idp/sign-in").send({ email, password: STRONG }).expect(200)
    await second.post("/idp/second-factor").send({ code: backup }).expect(401)
  })

  it("enrols SMS codes through the dev outbox and signs in with the code sent", async () => {
    const { browser, email } = await signUp()
    const phone = `+4520${String(randomInt(0, 1_000_000)).padStart(6, "0")}`
    await browser.post("/idp/two-factor/sms").send({ phone: "12345" }).expect(400)
    await browser.post("/idp/two-factor/sms").send({ phone }).expect(200)
    await browser.post("/idp/two-factor/sms").send({ code: await latestSms(browser, phone) }).expect(200)

    const next = agent()
    const signIn = await next.post("/idp/sign-in").send({ email, password: STRONG }).expect(200)
    expect(signIn.body).toMatchObject({ status: "needs_second_factor", second_factors: expect.arrayContaining(["sms"]) })
    const res = await next.post("/idp/second-factor").send({ code: await latestSms(next, phone) }).expect(200)
    expect(res.body.method).toBe("sms")
  })
})

describe("local identity provider: profile and deletion", () => {
  it("updates names and accepts only JPG, PNG, GIF or WEBP images", async () => {
    const { browser } = await signUp()
    await browser.post("/idp/me").send({ last_name: "b".repeat(257) }).expect(400)
    const named = await browser.post("/idp/me").send({ first_name: "Grace", last_name: "Hopper" }).expect(200)
    expect(named.body.user).toMatchObject({ first_name: "Grace", last_name: "Hopper" })
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64)])
    const stored = await browser.post("/idp/me/image").send({ content: png.toString("base64") }).expect(200)
    expect(stored.body.user.profile_image_url).toMatch(/\.png$/)
    const text = await browser.post("/idp/me/image").send({ content: Buffer.from("<svg></svg>").toString("base64") })
    expect(text.status).toBe(400)
    expect(text.body.message).toMatch(/JPG, PNG, GIF or WEBP/)
  })

  it("deletes the identity only after the exact confirmation phrase", async () => {
    const { browser, email } = await signUp()
    const wrong = await browser.delete("/idp/me").send({ confirmation: "Delete My Account" })
    expect(wrong.status).toBe(400)
    expect(wrong.body.message).toMatch(/delete my account/)
    await browser.get("/idp/me").expect(200)
    await browser.delete("/idp/me").send({ confirmation: "delete my account" }).expect(200)
    expect((await browser.get("/idp/me").expect(200)).body).toEqual({ user: null })
    await agent().post("/idp/sign-in").send({ email, password: STRONG }).expect(401)
    expect(await sql(`select 1 from idp_user where email = $1`, [email])).toHaveLength(0)
  })
})
