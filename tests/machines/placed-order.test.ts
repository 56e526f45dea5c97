import { describe, expect, it } from "vitest"
import { placedOrderWithCart } from "../../machines/cart/placed-order"
import type { Cart, PlacedOrder } from "../../machines/cart/cart.types"

const shipping = { first_name: "Olivia", last_name: "Owner", address_1: "1 Clinic Road", city: "Aarhus", postal_code: "8000", country_code: "dk" }
const billing = { ...shipping, first_name: "Bo", address_1: "2 Invoice Street" }
const cart: Cart = {
  id: "cart_1",
  email: "orders@north.example",
  shipping_address: shipping,
  billing_address: billing,
  shipping_methods: [{ id: "sm_1", price: 1000, shipping_option: { name: "Standard shipping" } }],
  payment_session: { provider_id: "manual" },
  items: [{ id: "item_1", quantity: 1 }],
}

describe("the placed order shown on the confirmation", () => {
  it("takes what Medusa's completion answer leaves out from the completed cart: billing address, email, shipping option, payment provider", () => {
    const answer: PlacedOrder = { id: "order_1", display_id: 42, shipping_address: shipping, shipping_methods: [{ id: "sm_1", price: 1000 }] }
    expect(placedOrderWithCart(answer, cart)).toMatchObject({
      id: "order_1",
      display_id: 42,
      email: "orders@north.example",
      billing_address: billing,
      shipping_methods: [{ shipping_option: { name: "Standard shipping" } }],
      payments: [{ provider_id: "manual" }],
    })
  })

  it("never replaces what the answer has", () => {
    const answer: PlacedOrder = {
      id: "order_1",
      email: "placed@north.example",
      billing_address: shipping,
      payments: [{ provider_id: "stripe" }],
      shipping_methods: [{ id: "sm_2", price: 500, shipping_option: { name: "Express" } }],
    }
    expect(placedOrderWithCart(answer, cart)).toEqual(answer)
  })
})
