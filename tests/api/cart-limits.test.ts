import { MAX_LINE_QUANTITY } from "@clinic-store/contract"
import { describe, expect, it } from "vitest"
import { sql } from "./support/db"
import { approvedIndividual, newCart, regionId, variantId } from "./support/commerce-fixtures"

describe("the most units one cart line may hold", () => {
  it("refuses adding a line above the limit with a 400 naming it, and keeps the cart unchanged", async () => {
    const customer = await approvedIndividual()
    const cartId = await newCart(customer)
    const res = await customer.agent
      .post(`/store/carts/${cartId}/line-items`)
      .send({ variant_id: await variantId("AMH-HOME"), quantity: 100000 })
      .expect(400)
    expect(res.body.type).toBe("invalid_data")
    expect(res.body.message).toContain(`at most ${MAX_LINE_QUANTITY}`)
    const [row] = await sql<{ n: string }>(`select count(*)::text as n from line_item where cart_id = $1`, [cartId])
    expect(row.n).toBe("0")
  })

  it("accepts exactly the limit, and refuses updating a line above it", async () => {
    const customer = await approvedIndividual()
    const cartId = await newCart(customer)
    const added = await customer.agent
      .post(`/store/carts/${cartId}/line-items`)
      .send({ variant_id: await variantId("AMH-HOME"), quantity: MAX_LINE_QUANTITY })
      .expect(200)
    const line = added.body.cart.items[0]
    expect(line.quantity).toBe(MAX_LINE_QUANTITY)
    const res = await customer.agent.post(`/store/carts/${cartId}/line-items/${line.id}`).send({ quantity: MAX_LINE_QUANTITY + 1 }).expect(400)
    expect(res.body).toEqual({ type: "invalid_data", message: expect.stringContaining(`at most ${MAX_LINE_QUANTITY}`) })
    const [row] = await sql<{ quantity: number }>(`select quantity from line_item where id = $1`, [line.id])
    expect(row.quantity).toBe(MAX_LINE_QUANTITY)
  })

  it("refuses creating a cart whose items exceed the limit", async () => {
    const customer = await approvedIndividual()
    const res = await customer.agent
      .post("/store/carts")
      .send({ region_id: await regionId("usd"), items: [{ variant_id: await variantId("AMH-HOME"), quantity: MAX_LINE_QUANTITY + 1 }] })
      .expect(400)
    expect(res.body.message).toContain(`at most ${MAX_LINE_QUANTITY}`)
  })
})

describe("the recipient's name on an order", () => {
  it("refuses placing an order whose shipping address has no first or last name (400), and places it once named", async () => {
    const customer = await approvedIndividual()
    const { agent } = customer
    const cartId = await newCart(customer)
    await agent.post(`/store/carts/${cartId}/line-items`).send({ variant_id: await variantId("AMH-HOME"), quantity: 1 }).expect(200)
    const unnamed = { first_name: "", last_name: " ", address_1: "1 Main Street", city: "Boston", postal_code: "02110", country_code: "us" }
    await agent.post(`/store/carts/${cartId}`).send({ email: customer.email, shipping_address: unnamed, billing_address: unnamed }).expect(200)
    const options = await agent.get(`/store/shipping-options/${cartId}`).expect(200)
    await agent.post(`/store/carts/${cartId}/shipping-methods`).send({ option_id: options.body.shipping_options[0].id }).expect(200)
    await agent.post(`/store/carts/${cartId}/payment-sessions`).expect(200)
    await agent.post(`/store/carts/${cartId}/payment-session`).send({ provider_id: "manual" }).expect(200)
    const refused = await agent.post(`/store/carts/${cartId}/complete`).expect(400)
    expect(refused.body).toEqual({ type: "invalid_data", message: expect.stringContaining("first and last name") })
    const [cart] = await sql<{ completed_at: string | null }>(`select completed_at from cart where id = $1`, [cartId])
    expect(cart.completed_at).toBeNull()

    await agent.post(`/store/carts/${cartId}`).send({ shipping_address: { ...unnamed, first_name: "Ida", last_name: "Holm" } }).expect(200)
    const placed = await agent.post(`/store/carts/${cartId}/complete`).expect(200)
    expect(placed.body.type).toBe("order")
    expect(placed.body.data.shipping_address).toMatchObject({ first_name: "Ida", last_name: "Holm" })
  })
})
