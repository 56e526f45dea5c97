import { describe, expect, it } from "vitest"
import { signedInCustomer } from "./support/client"
import { clinicWithMembers, individualCustomer, sharedStaff } from "./support/clinic-fixtures"
import { exchangeToken, storeToken } from "./support/sign-in"
import { createProduct, labOrdersOf, placeOrder, withUsBillingAddress } from "./support/commerce-fixtures"

/**
 * The read cache of the hot customer reads (backend/src/api/http/read-cache.ts): a repeated read is served
 * from memory, and every committed change it shows (a store domain event, a Medusa event, an unannounced price,
 * group or address change) makes the next read fresh, before the writing request answers.
 */
describe("read cache of /store/user/products/, /store/orders/list and /store/user/me", () => {
  it("serves a repeated read from memory, the same answer, and bypasses it for Cache-Control: no-cache", async () => {
    const customer = await withUsBillingAddress(await individualCustomer("approved"))
    const first = await customer.agent.get("/store/user/products/").expect(200)
    expect(first.headers["x-read-cache"]).toBe("miss")
    // Other test files write in parallel on this server and every such write starts a new generation: read
    // until one read follows another within a generation.
    let second = await customer.agent.get("/store/user/products/").expect(200)
    for (let attempt = 0; attempt < 20 && second.headers["x-read-cache"] !== "hit"; attempt++) {
      second = await customer.agent.get("/store/user/products/").expect(200)
    }
    expect(second.headers["x-read-cache"]).toBe("hit")
    expect(second.body).toEqual(first.body)
    expect(second.headers["cache-control"]).toBe("private, no-cache")
    const fresh = await customer.agent.get("/store/user/products/").set("Cache-Control", "no-cache").expect(200)
    expect(fresh.headers["x-read-cache"]).toBe("miss")
  })

  it("keeps customers apart", async () => {
    const a = await withUsBillingAddress(await individualCustomer("approved"))
    const b = await signedInCustomer()
    await a.agent.get("/store/user/me").expect(200)
    const other = await b.agent.get("/store/user/me").expect(200)
    expect(other.body.customer.id).toBe(b.id)
    expect(other.headers["x-read-cache"]).toBe("miss")
  })

  it("shows a staff decision at once: products open after approval, and a product opened to the audience", async () => {
    const customer = await withUsBillingAddress(await individualCustomer("awaiting"))
    expect((await customer.agent.get("/store/user/products/").expect(200)).body.products).toEqual([])
    expect((await customer.agent.get("/store/user/me").expect(200)).body.customer.application_status).toBe("awaiting")
    const admin = await sharedStaff()
    await admin.post(`/admin/applications/${customer.id}`).send({ status: "approved" }).expect(200)
    const listed = await customer.agent.get("/store/user/products/").expect(200)
    expect(listed.headers["x-read-cache"]).toBe("miss")
    expect(listed.body.products.length).toBeGreaterThan(0)
    expect((await customer.agent.get("/store/user/me").expect(200)).body.customer.application_status).toBe("approved")
    const productId = await createProduct(["individual"])
    const after = await customer.agent.get("/store/user/products/").expect(200)
    expect(after.body.products.map((p: { id: string }) => p.id)).toContain(productId)
  })

  it("shows the customer's own profile change and a membership change at once", async () => {
    const { owner, member } = await clinicWithMembers()
    await member.agent.get("/store/user/me").expect(200)
    await owner.agent.get("/store/user/me").expect(200)
    // Names come from the identity provider: a sign-in whose token carries a new name changes the profile.
    await exchangeToken(member.agent, await storeToken(member.email, member.subject, { first_name: "Renamed" })).expect(200)
    expect((await member.agent.get("/store/user/me").expect(200)).body.customer.first_name).toBe("Renamed")
    await owner.agent.delete(`/store/clinics/members/${member.memberId}`).expect(200)
    const me = await member.agent.get("/store/user/me").expect(200)
    expect(me.body.customer.clinic).toBeNull()
  })

  it("lists an order right after it is placed, and its lab orders once created, for every clinic member", async () => {
    const { owner, member } = await clinicWithMembers()
    await withUsBillingAddress(owner)
    expect((await member.agent.get("/store/orders/list").expect(200)).body.count).toBe(0)
    expect((await owner.agent.get("/store/orders/list").expect(200)).body.count).toBe(0)
    const { order } = await placeOrder(owner, [{ sku: "ASM-PGX-BLOOD", quantity: 1 }])
    const mine = await owner.agent.get("/store/orders/list").expect(200)
    expect(mine.body.orders.map((o: { id: string }) => o.id)).toEqual([order.id])
    expect((await member.agent.get("/store/orders/list").expect(200)).body.count).toBe(1)
    await labOrdersOf(order.id, 1)
    // The subscriber bumps the cache right after its insert commits: a stale answer would outlive this wait (30 s).
    const labOrdersListed = async () => (await owner.agent.get("/store/orders/list").expect(200)).body.orders[0].lab_orders.length
    await expect.poll(labOrdersListed, { timeout: 3000, interval: 100 }).toBe(1)
  })

  // Medusa's event bus delivers events seconds after the write; each read below follows its write at once, so a
  // bump that waited for delivery would serve the cached, older answer.
  describe("read-your-own-writes, write then read at once, repeatedly", () => {
    it("a staff product change (Medusa's product.updated, staged in its transaction)", async () => {
      const customer = await withUsBillingAddress(await individualCustomer("approved"))
      const productId = await createProduct(["individual"])
      const admin = await sharedStaff()
      const titleListed = async () =>
        (await customer.agent.get("/store/user/products/").expect(200)).body.products.find((p: { id: string }) => p.id === productId)?.title
      for (let round = 0; round < 5; round++) {
        await titleListed()
        const title = `Renamed ${round} ${Date.now()}`
        await admin.post(`/admin/products/${productId}`).send({ title }).expect(200)
        expect(await titleListed(), `round ${round}`).toBe(title)
      }
    })

    it("a member's role (the store's clinic.membership_changed)", async () => {
      const { owner, member } = await clinicWithMembers()
      for (let round = 0; round < 4; round++) {
        const action = round % 2 === 0 ? "promote" : "demote"
        await member.agent.get("/store/user/me").expect(200)
        await owner.agent.post(`/store/clinics/${action}/${member.memberId}`).expect(200)
        const me = await member.agent.get("/store/user/me").expect(200)
        expect(me.body.customer.clinic_role, `round ${round}`).toBe(action === "promote" ? "admin" : "member")
      }
    })

    it("a staff decision on an application (the store's application.status_changed)", async () => {
      const customer = await individualCustomer("approved")
      const admin = await sharedStaff()
      for (let round = 0; round < 4; round++) {
        const status = round % 2 === 0 ? "rejected" : "approved"
        await customer.agent.get("/store/user/me").expect(200)
        await admin.post(`/admin/applications/${customer.id}`).send(status === "rejected" ? { status, reason: "Test rejection" } : { status }).expect(200)
        expect((await customer.agent.get("/store/user/me").expect(200)).body.customer.application_status, `round ${round}`).toBe(status)
      }
    })

    it("a new address of the customer (Medusa announces none: the address table's commit)", async () => {
      const customer = await withUsBillingAddress(await individualCustomer("approved"))
      for (let round = 0; round < 3; round++) {
        const before = (await customer.agent.get("/store/user/me").expect(200)).body.customer.shipping_addresses.length
        await customer.agent
          .post("/store/customers/me/addresses")
          .send({ address: { first_name: "Ada", last_name: "Lab", address_1: `${round} Main St`, city: "Boston", country_code: "us", postal_code: "02110" } })
          .expect(200)
        expect((await customer.agent.get("/store/user/me").expect(200)).body.customer.shipping_addresses, `round ${round}`).toHaveLength(before + 1)
      }
    })
  })
})
