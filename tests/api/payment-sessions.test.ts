import { describe, expect, it } from "vitest"
import { approvedIndividual, readyCart } from "./support/commerce-fixtures"

describe("POST /store/carts/:id/payment-sessions", () => {
  it("answers 400 naming the cart for a cart emptied after its payment was chosen (Medusa failed with a 500)", async () => {
    const customer = await approvedIndividual()
    const cartId = await readyCart(customer, [{ sku: "VITD-THY-1", quantity: 1 }])
    const [line] = (await customer.agent.get(`/store/carts/${cartId}`)).body.cart.items as { id: string }[]
    expect((await customer.agent.delete(`/store/carts/${cartId}/line-items/${line.id}`)).status).toBe(200)
    const res = await customer.agent.post(`/store/carts/${cartId}/payment-sessions`)
    expect(res.status).toBe(400)
    expect(res.body).toEqual({ type: "invalid_data", message: "cart: add an item before choosing how to pay" })
    // The cart is unchanged and takes an item again.
    expect((await customer.agent.get(`/store/carts/${cartId}`)).body.cart.items).toEqual([])
  })
})
