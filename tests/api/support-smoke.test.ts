import { describe, expect, it } from "vitest"
import { signedInCustomer, staff } from "./support/client"

describe("test support", () => {
  it("signs a fresh customer in with a session cookie", async () => {
    const { agent, email } = await signedInCustomer()
    const me = await agent.get("/store/customers/me").expect(200)
    expect(me.body.customer.email).toBe(email)
  })

  it("signs staff in", async () => {
    const admin = await staff()
    const me = await admin.get("/admin/auth").expect(200)
    expect(me.body.user.email).toBe("admin@example.com")
  })
})
