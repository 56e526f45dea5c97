import { describe, expect, it, vi } from "vitest"
import { agent } from "../support/client"
import { freshDemoMemberCode } from "../support/demo-totp"

// Each test builds clinics through the HTTP API; generous time for a busy shared machine (no timing asserted).
vi.setConfig({ testTimeout: 120_000 })

const DEMO_PASSWORD = "Clinic-Demo-2026!"

/**
 * Signs a demo customer in as the storefront does: the local identity provider (the demo member's second step with
 * the documented TOTP secret), its store token, GET /store/user/login. The seed binds each demo customer to its
 * demo identity: the exchange adopts no customer by email.
 */
async function signIn(email: string) {
  const customer = agent()
  const signedIn = await customer.post("/idp/sign-in").send({ email, password: DEMO_PASSWORD }).expect(200)
  if (signedIn.body.status === "needs_second_factor") {
    await customer.post("/idp/second-factor").send({ code: await freshDemoMemberCode() }).expect(200)
  }
  const token = await customer.post("/idp/tokens").set("Origin", "http://localhost:8000").send({ template: "store" }).expect(200)
  await customer.get("/store/user/login").set("Authorization", `Bearer ${token.body.jwt}`).expect(200)
  return (await customer.get("/store/user/me").expect(200)).body.customer
}

describe("demo customers and clinics of the seed", () => {
  it("seeds the Epilepsy clinic (US) with its owner and member", async () => {
    const owner = await signIn("owner@example.com")
    expect(owner).toMatchObject({ clinic_role: "owner", application_status: "approved", first_name: "Olivia" })
    expect(owner.clinic).toMatchObject({ name: "Northside Epilepsy Centre", type: "Epilepsy Clinic", status: "approved" })
    expect(owner.clinic.billing_address.country_code).toBe("us")
    expect(owner.billing_address.country_code).toBe("us")
    const member = await signIn("member@example.com")
    expect(member).toMatchObject({ clinic_role: "member", application_status: "approved" })
    expect(member.clinic.id).toBe(owner.clinic.id)
  })

  it("seeds the Fertility clinic (Denmark)", async () => {
    const owner = await signIn("fertility@example.com")
    expect(owner).toMatchObject({ clinic_role: "owner", application_status: "approved" })
    expect(owner.clinic).toMatchObject({ name: "Harbour Fertility Clinic", type: "Fertility Clinic" })
    expect(owner.clinic.billing_address.country_code).toBe("dk")
  })

  it.each([
    ["individual@example.com", "approved"],
    ["pending@example.com", "awaiting"],
    ["rejected@example.com", "rejected"],
  ])("seeds %s as an individual with application status %s", async (email, status) => {
    const customer = await signIn(email)
    expect(customer).toMatchObject({ clinic: null, clinic_role: null, application_status: status })
    expect(customer.billing_address).toMatchObject({ address_1: expect.any(String), country_code: expect.any(String) })
  })
})
