import { describe, expect, it } from "vitest"
import { shippingOf } from "../../src/features/checkout/checkout-shipping"

const method = { price: 9900, shipping_option_id: "so_dk", shipping_option: { id: "so_dk", name: "Standard shipping" } }

describe("the checkout's shipping method", () => {
  it("is named in the page's language where staff translated the option", () => {
    expect(shippingOf([method], { so_dk: "Standardforsendelse" })).toEqual({ name: "Standardforsendelse", amount: 9900 })
  })

  it("finds the option by the method's option id when Medusa sent no option", () => {
    expect(shippingOf([{ amount: 1200, shipping_option_id: "so_eu" }], { so_eu: "Envío estándar" })).toEqual({ name: "Envío estándar", amount: 1200 })
  })

  it("keeps Medusa's name for an option without a translation, and says Standard when there is no name at all", () => {
    expect(shippingOf([method], { so_other: "Anden" })).toEqual({ name: "Standard shipping", amount: 9900 })
    expect(shippingOf([method], { so_dk: "" })).toEqual({ name: "Standard shipping", amount: 9900 })
    expect(shippingOf([{ price: 0 }])).toEqual({ name: "Standard", amount: 0 })
  })

  it("is nothing while the cart has no shipping method", () => {
    expect(shippingOf([], { so_dk: "Standardforsendelse" })).toBeNull()
    expect(shippingOf(undefined)).toBeNull()
  })
})
