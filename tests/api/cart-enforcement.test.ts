import { describe, expect, it } from "vitest"
import { request, signedInCustomer } from "./support/client"
import { sql } from "./support/db"
import { approvedIndividual, clinicMember, individual, labOrdersOf, newCart, placeOrder, regionId, setApplicationStatus, variantId } from "./support/commerce-fixtures"

describe("checkout through Medusa's store API", () => {
  it("lets an approved customer check out and creates one lab order per unit", async () => {
    const customer = await approvedIndividual()
    const { order } = await placeOrder(customer, [
      { sku: "AMH-HOME", quantity: 2 },
      { sku: "GHS-SALIVA", quantity: 1 },
    ])
    const labOrders = await labOrdersOf(order.id, 3)
    expect(labOrders).toHaveLength(3)
    expect(labOrders.every((l) => l.status === "received" && l.id.startsWith("labord_"))).toBe(true)
    const amhLine = order.items.find((item) => item.quantity === 2)!
    expect(labOrders.filter((l) => l.line_item_id === amhLine.id).map((l) => l.unit_index)).toEqual([0, 1])
  })

  it("lets an approved clinic member buy the clinic type's products", async () => {
    const member = await clinicMember("Fertility Clinic", "member", "approved")
    const { order } = await placeOrder(member, [{ sku: "ECS-COUPLE", quantity: 1 }])
    expect(await labOrdersOf(order.id, 1)).toHaveLength(1)
  })
})

describe("server-side purchase enforcement on Medusa's cart routes", () => {
  async function refusedAdd(agent: ReturnType<typeof request> | Awaited<ReturnType<typeof signedInCustomer>>["agent"], cartId: string, sku: string) {
    const res = await agent.post(`/store/carts/${cartId}/line-items`).send({ variant_id: await variantId(sku), quantity: 1 }).expect(403)
    expect(res.body.type).toBe("not_allowed")
    const [row] = await sql<{ n: string }>(`select count(*)::text as n from line_item where cart_id = $1`, [cartId])
    expect(row.n).toBe("0")
  }

  it("refuses adding items for awaiting, rejected and never-applied customers", async () => {
    for (const customer of [await individual("awaiting"), await individual("rejected"), await individual(null)]) {
      await refusedAdd(customer.agent, await newCart(customer), "AMH-HOME")
    }
    const pendingClinic = await clinicMember("Epilepsy Clinic", "owner", "awaiting")
    await refusedAdd(pendingClinic.agent, await newCart(pendingClinic), "EPI-PANEL-STD")
  })

  it("refuses a product the approved customer's audience may not buy", async () => {
    const customer = await approvedIndividual()
    await refusedAdd(customer.agent, await newCart(customer), "EPI-PANEL-STD")
    const epilepsy = await clinicMember("Epilepsy Clinic", "member", "approved")
    await refusedAdd(epilepsy.agent, await newCart(epilepsy), "ECS-SINGLE")
  })

  it("refuses anonymous carts: a signed-out visitor cannot create one (401)", async () => {
    const res = await request().post("/store/carts").send({ region_id: await regionId("usd") })
    expect(res.status).toBe(401)
  })

  it("refuses creating a cart that already holds a product the customer may not buy", async () => {
    const customer = await approvedIndividual()
    const res = await customer.agent
      .post("/store/carts")
      .send({ region_id: await regionId("usd"), items: [{ variant_id: await variantId("EPI-PANEL-STD"), quantity: 1 }] })
      .expect(403)
    expect(res.body.type).toBe("not_allowed")
  })

  it("refuses updating a line item and completing the cart once the customer is no longer approved", async () => {
    const customer = await approvedIndividual()
    const cartId = await newCart(customer)
    const added = await customer.agent.post(`/store/carts/${cartId}/line-items`).send({ variant_id: await variantId("AMH-HOME"), quantity: 1 }).expect(200)
    const lineId = added.body.cart.items[0].id
    await customer.agent.post(`/store/carts/${cartId}/line-items/${lineId}`).send({ quantity: 2 }).expect(200)
    await setApplicationStatus(customer.id, "rejected")
    expect((await customer.agent.post(`/store/carts/${cartId}/line-items/${lineId}`).send({ quantity: 3 }).expect(403)).body.type).toBe("not_allowed")
    expect((await customer.agent.post(`/store/carts/${cartId}/complete`).expect(403)).body.type).toBe("not_allowed")
    const [cart] = await sql<{ completed_at: string | null }>(`select completed_at from cart where id = $1`, [cartId])
    expect(cart.completed_at).toBeNull()
  })

  it("refuses completing a cart holding an item of another audience (added before access changed)", async () => {
    const customer = await approvedIndividual()
    const cartId = await newCart(customer)
    await customer.agent.post(`/store/carts/${cartId}/line-items`).send({ variant_id: await variantId("AMH-HOME"), quantity: 1 }).expect(200)
    await sql(`update line_item set variant_id = $2 where cart_id = $1`, [cartId, await variantId("EPI-PANEL-STD")])
    expect((await customer.agent.post(`/store/carts/${cartId}/complete`).expect(403)).body.type).toBe("not_allowed")
  })

  it("answers a malformed body with 400, not 500", async () => {
    const customer = await approvedIndividual()
    const cartId = await newCart(customer)
    const res = await customer.agent.post(`/store/carts/${cartId}/line-items`).set("Content-Type", "application/json").send("{bad").expect(400)
    expect(res.body.type).toBe("invalid_data")
  })
})
