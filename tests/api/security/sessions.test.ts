import { describe, expect, it } from "vitest"
import { agent, uniqueEmail } from "../support/client"
import { passwordResetToken, sessionCookieOf, signedInDevice } from "../support/devices"
import { LOCAL_PASSWORD, verifiedCustomer } from "../support/mail"

const NEW_PASSWORD = "Copper-Meadow-Violin-77"
const STOREFRONT = "http://localhost:8000"

type Device = Awaited<ReturnType<typeof signedInDevice>>

/** Two devices of one new customer signed in through the local identity provider: the phone and the laptop. */
async function twoDevices() {
  const phone = await verifiedCustomer(uniqueEmail("devices"))
  const laptop = await signedInDevice(phone.email, LOCAL_PASSWORD)
  return { email: phone.email, phone: phone.agent, laptop }
}

async function meStatus(device: Device): Promise<number> {
  return (await device.get("/store/user/me").set("Cache-Control", "no-cache")).status
}

describe("store sessions end with what should end them", () => {
  it("a password reset ends every store session of the customer, on every device", async () => {
    const { email, phone, laptop } = await twoDevices()
    await agent().post("/idp/password-reset/confirm").send({ token: await passwordResetToken(email), password: NEW_PASSWORD }).expect(200)
    expect(await meStatus(laptop)).toBe(401)
    expect(await meStatus(phone)).toBe(401)
    // Signing in again with the new password works.
    expect(await meStatus(await signedInDevice(email, NEW_PASSWORD))).toBe(200)
  })

  it("a password change ends the other devices' store sessions", async () => {
    const { email, phone, laptop } = await twoDevices()
    await phone.post("/idp/password").send({ current_password: LOCAL_PASSWORD, password: NEW_PASSWORD }).expect(200)
    expect(await meStatus(laptop)).toBe(401)
    expect(await meStatus(await signedInDevice(email, NEW_PASSWORD))).toBe(200)
  })

  it("deleting the account ends the other devices' sessions: no clinic, no upload", async () => {
    const { phone, laptop } = await twoDevices()
    await phone.delete("/store/user/delete/").expect(200)
    expect(await meStatus(laptop)).toBe(401)
    const clinic = await laptop.post("/store/clinics").send({
      clinic: {
        name: "Ghost Clinic",
        type: "Epilepsy Clinic",
        billing_email: "ghost@example.test",
        billing_address: { address_1: "1 Main Street", city: "Springfield", postal_code: "12345", country_code: "us" },
      },
    })
    expect(clinic.status).toBe(401)
    const file = await laptop.post("/store/files").send({ name: "note.txt", content: Buffer.from("hello").toString("base64") })
    expect(file.status).toBe(401)
  })

  it("signing out everywhere ends every store session, and a new sign-in works", async () => {
    const { email, phone, laptop } = await twoDevices()
    const revoked = await phone.post("/store/user/sessions/revoke").expect(200)
    expect(revoked.body).toEqual({ revoked: true })
    expect(await meStatus(laptop)).toBe(401)
    expect(await meStatus(phone)).toBe(401)
    expect(await meStatus(await signedInDevice(email, LOCAL_PASSWORD))).toBe(200)
    expect((await agent().post("/store/user/sessions/revoke")).status).toBe(401)
  })
})

describe("the session cookie", () => {
  it("is renewed at sign-in: a session id planted before sign-in is not the signed-in session", async () => {
    const customer = await verifiedCustomer(uniqueEmail("fixation"))
    const browser = agent()
    const planted = sessionCookieOf(await browser.get("/store/regions").expect(200))
    expect(planted).toBeDefined()
    await browser.post("/idp/sign-in").send({ email: customer.email, password: LOCAL_PASSWORD }).expect(200)
    const token = await browser.post("/idp/tokens").set("Origin", STOREFRONT).send({ template: "store" }).expect(200)
    const login = await browser.get("/store/user/login").set("Authorization", `Bearer ${token.body.jwt}`).expect(200)
    const signedIn = sessionCookieOf(login)
    expect(signedIn).toBeDefined()
    expect(signedIn!.split(";")[0]).not.toBe(planted!.split(";")[0])
    // The planted id alone is not signed in.
    const attacker = agent()
    expect((await attacker.get("/store/user/me").set("Cookie", planted!.split(";")[0])).status).toBe(401)
    expect(await meStatus(browser)).toBe(200)
  })

  it("is HttpOnly and SameSite=Lax", async () => {
    const customer = await verifiedCustomer(uniqueEmail("cookie"))
    const browser = agent()
    await browser.post("/idp/sign-in").send({ email: customer.email, password: LOCAL_PASSWORD }).expect(200)
    const token = await browser.post("/idp/tokens").set("Origin", STOREFRONT).send({ template: "store" }).expect(200)
    const cookie = sessionCookieOf(await browser.get("/store/user/login").set("Authorization", `Bearer ${token.body.jwt}`).expect(200))
    expect(cookie).toMatch(/;\s*HttpOnly/i)
    expect(cookie).toMatch(/;\s*SameSite=Lax/i)
  })
})

describe("staff sessions", () => {
  it("a staff sign-in gets a new session id: an id handed out before it (GET /health) is not signed in", async () => {
    const browser = agent()
    const planted = sessionCookieOf(await browser.get("/health").expect(200))
    expect(planted).toBeDefined()
    const signIn = await browser.post("/admin/auth").send({ email: "admin@example.com", password: "supersecret" }).expect(200)
    const signedIn = sessionCookieOf(signIn)
    expect(signedIn).toBeDefined()
    expect(signedIn!.split(";")[0]).not.toBe(planted!.split(";")[0])
    // Whoever holds the earlier id is not staff; the browser that signed in is.
    expect((await agent().get("/admin/auth").set("Cookie", planted!.split(";")[0])).status).toBe(401)
    expect((await browser.get("/admin/auth").expect(200)).body.user.email).toBe("admin@example.com")
  })
})
