import { decodeJwt } from "jose"
import { describe, expect, it } from "vitest"
import { agent } from "./support/client"
import { freshDemoMemberCode } from "./support/demo-totp"

const PASSWORD = "Clinic-Demo-2026!"

describe("demo identities (seed)", () => {
  it("signs owner@example.com in with the demo password, without a second step", async () => {
    const res = await agent().post("/idp/sign-in").send({ email: "owner@example.com", password: PASSWORD }).expect(200)
    expect(res.body).toMatchObject({ status: "complete", user: { email: "owner@example.com", two_factor_enabled: false } })
  })

  it("asks member@example.com for the code of the documented TOTP secret", async () => {
    const browser = agent()
    const res = await browser.post("/idp/sign-in").send({ email: "member@example.com", password: PASSWORD }).expect(200)
    expect(res.body.status).toBe("needs_second_factor")
    const code = await freshDemoMemberCode()
    await browser.post("/idp/second-factor").send({ code }).expect(200)
    const token = await browser.post("/idp/tokens").send({ template: "store" }).expect(200)
    expect(decodeJwt(token.body.jwt)).toMatchObject({ email: "member@example.com", two_factor_enabled: true })
  })
})
