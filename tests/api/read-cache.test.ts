import { describe, expect, it } from "vitest"
import { signedInCustomer } from "./support/client"
import { clinicWithMembers, individualCustomer, sharedStaff } from "./support/clinic-fixtures"
import { createProduct, labOrdersOf, placeOrder, withUsBillingAddress } from "./support/commerce-fixtures"

/**
 * The read cache of the hot customer reads (backend/src/api/http/read-cache.ts): a repeated read is served
 * from memory, and every write through the API that changes it makes the next read fresh.
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
    await member.agent.post("/store/customers/me").send({ first_name: "Renamed" }).expect(200)
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
})
