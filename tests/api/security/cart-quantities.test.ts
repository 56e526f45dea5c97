import { MAX_LINE_QUANTITY } from "@clinic-store/contract"
import { describe, expect, it } from "vitest"
import { sql } from "../support/db"
import { approvedIndividual, newCart, regionId, variantId } from "../support/commerce-fixtures"

async function unitsIn(cartId: string): Promise<number> {
  const [row] = await sql<{ units: string }>(`select coalesce(sum(quantity), 0)::text as units from line_item where cart_id = $1`, [cartId])
  return Number(row.units)
}

describe("the line limit counts the line after merging", () => {
  it("refuses adding a variant again when the merged line would pass the limit, and keeps the line", async () => {
    const customer = await approvedIndividual()
    const cartId = await newCart(customer)
    const variant = await variantId("AMH-HOME")
    await customer.agent.post(`/store/carts/${cartId}/line-items`).send({ variant_id: variant, quantity: 60 }).expect(200)
    const refused = await customer.agent.post(`/store/carts/${cartId}/line-items`).send({ variant_id: variant, quantity: 60 })
    expect(refused.status).toBe(400)
    expect(refused.body.type).toBe("invalid_data")
    expect(refused.body.message).toContain(`at most ${MAX_LINE_QUANTITY}`)
    expect(refused.body.message).toContain("60 already in the cart")
    expect(await unitsIn(cartId)).toBe(60)
    // Up to the limit still merges.
    await customer.agent.post(`/store/carts/${cartId}/line-items`).send({ variant_id: variant, quantity: 40 }).expect(200)
    expect(await unitsIn(cartId)).toBe(MAX_LINE_QUANTITY)
    const oneMore = await customer.agent.post(`/store/carts/${cartId}/line-items`).send({ variant_id: variant, quantity: 1 })
    expect(oneMore.status).toBe(400)
    expect(await unitsIn(cartId)).toBe(MAX_LINE_QUANTITY)
  })

  it("keeps the limit under parallel adds: of 4 adds of 60 units at once, one passes and the line holds 60", async () => {
    const customer = await approvedIndividual()
    const cartId = await newCart(customer)
    const variant = await variantId("AMH-HOME")
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => customer.agent.post(`/store/carts/${cartId}/line-items`).send({ variant_id: variant, quantity: 60 }))
    )
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400, 400, 400])
    expect(await unitsIn(cartId)).toBe(60)
  })
})

describe("quantities that are not a count of units", () => {
  const BAD_ADD = [-1, 0, 1.5, "abc", "2", null, true, {}]

  it.each(BAD_ADD.map((quantity) => [JSON.stringify(quantity), quantity]))("adding quantity %s is a 400 naming quantity", async (_label, quantity) => {
    const customer = await approvedIndividual()
    const cartId = await newCart(customer)
    const res = await customer.agent.post(`/store/carts/${cartId}/line-items`).send({ variant_id: await variantId("AMH-HOME"), quantity })
    expect(res.status).toBe(400)
    expect(res.body).toEqual({ type: "invalid_data", message: expect.stringMatching(/^quantity: /) })
    expect(await unitsIn(cartId)).toBe(0)
  })

  it("updating a line to a negative, fractional or non-numeric quantity is a 400 naming quantity", async () => {
    const customer = await approvedIndividual()
    const cartId = await newCart(customer)
    const added = await customer.agent.post(`/store/carts/${cartId}/line-items`).send({ variant_id: await variantId("AMH-HOME"), quantity: 2 }).expect(200)
    const lineId = added.body.cart.items[0].id as string
    for (const quantity of [-3, 2.5, "many", null]) {
      const res = await customer.agent.post(`/store/carts/${cartId}/line-items/${lineId}`).send({ quantity })
      expect({ quantity, status: res.status }).toEqual({ quantity, status: 400 })
      expect(res.body.message).toMatch(/^quantity: /)
    }
    expect(await unitsIn(cartId)).toBe(2)
  })

  it("creating a cart with a bad item quantity is a 400 naming the item", async () => {
    const customer = await approvedIndividual()
    const res = await customer.agent
      .post("/store/carts")
      .send({ region_id: await regionId("usd"), items: [{ variant_id: await variantId("AMH-HOME"), quantity: -5 }] })
    expect(res.status).toBe(400)
    expect(res.body.message).toMatch(/^items\.0\.quantity: /)
  })
})
