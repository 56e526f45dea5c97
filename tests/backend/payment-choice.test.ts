// @vitest-environment node
import { describe, expect, it } from "vitest"
import { paymentProviderFor, regionTakesCards } from "../../backend/src/domain/payment-choice"
import { stripeHostConfig } from "../../backend/src/payments/stripe-settings"

describe("which payment where", () => {
  const both = ["manual", "stripe"]

  it("individuals pay by card where the region takes cards; clinics pay by invoice", () => {
    expect(paymentProviderFor("individual", both, new Set(["individual"]))).toBe("stripe")
    expect(paymentProviderFor("clinic", both, new Set(["individual"]))).toBe("manual")
  })

  it("by invoice where the region takes no cards; nothing where it offers neither", () => {
    expect(paymentProviderFor("individual", ["manual"], new Set(["individual"]))).toBe("manual")
    expect(paymentProviderFor("individual", [], new Set(["individual"]))).toBeNull()
  })

  it("CARD_PAYMENT_CUSTOMERS chooses who pays by card, and refuses an unknown kind", () => {
    expect(paymentProviderFor("clinic", both, new Set(["individual", "clinic"]))).toBe("stripe")
    process.env.CARD_PAYMENT_CUSTOMERS = "clinic"
    expect(paymentProviderFor("individual", both)).toBe("manual")
    expect(paymentProviderFor("clinic", both)).toBe("stripe")
    process.env.CARD_PAYMENT_CUSTOMERS = "individual,hospital"
    expect(() => paymentProviderFor("individual", both)).toThrow('"hospital"')
    delete process.env.CARD_PAYMENT_CUSTOMERS
    expect(paymentProviderFor("individual", both)).toBe("stripe")
  })

  it("the seed gives cards to every region, or to those CARD_PAYMENT_REGIONS names by name or currency", () => {
    const europe = { name: "Europe", currency_code: "eur" }
    expect(regionTakesCards(europe, undefined)).toBe(true)
    expect(regionTakesCards(europe, "europe")).toBe(true)
    expect(regionTakesCards(europe, "dkk, EUR")).toBe(true)
    expect(regionTakesCards(europe, "Denmark,usd")).toBe(false)
  })
})

describe("STRIPE_API_BASE", () => {
  it("points the Stripe client at the server's host, port and protocol; unset means Stripe", () => {
    expect(stripeHostConfig("http://127.0.0.1:12111")).toEqual({ host: "127.0.0.1", port: "12111", protocol: "http" })
    expect(stripeHostConfig("https://stripe.test")).toEqual({ host: "stripe.test", port: "443", protocol: "https" })
    expect(stripeHostConfig("")).toEqual({})
  })
})
