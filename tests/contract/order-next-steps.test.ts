import { describe, expect, it } from "vitest"
import { cardBrandName, paymentCardOf } from "@clinic-store/contract"

const method = { id: "pm_1", object: "payment_method", type: "card", card: { brand: "visa", last4: "4242", exp_month: 12, exp_year: 2034 } }

describe("the card an order was paid with (confirmation, order mail)", () => {
  it("reads the brand and last four from the payment method the card provider stored in Medusa's payment data", () => {
    expect(paymentCardOf([{ provider_id: "stripe", data: { id: "pi_1", payment_method: method } }])).toEqual({ brand: "visa", last4: "4242" })
  })
  it("reads the payment not cancelled when a card was tried again", () => {
    const other = { ...method, card: { ...method.card, brand: "mastercard", last4: "4444" } }
    expect(paymentCardOf([{ provider_id: "stripe", canceled_at: "2026-12-07", data: { payment_method: method } }, { provider_id: "stripe", data: { payment_method: other } }])).toEqual({ brand: "mastercard", last4: "4444" })
  })
  it("names no card for an invoice, a bare payment method id, or data that is not a card", () => {
    expect(paymentCardOf([{ provider_id: "manual", data: {} }])).toBeNull()
    expect(paymentCardOf([{ provider_id: "stripe", data: { payment_method: "pm_1" } }])).toBeNull()
    expect(paymentCardOf([{ provider_id: "stripe", data: { payment_method: { card: { brand: "visa", last4: "42<b>" } } } }])).toBeNull()
    expect(paymentCardOf([])).toBeNull()
    expect(paymentCardOf(null)).toBeNull()
  })
  it("names brands as printed on cards", () => {
    expect(cardBrandName("visa")).toBe("Visa")
    expect(cardBrandName("amex")).toBe("American Express")
    expect(cardBrandName("newbrand")).toBe("newbrand")
  })
})
