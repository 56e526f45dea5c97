import { describe, expect, it } from "vitest"
import { formatMoney, isZeroDecimal, taxAmount } from "../../src/lib/money"

describe("formatMoney (screens)", () => {
  it("divides amounts by 100 in en-US currency style by default", () => {
    expect(formatMoney(1999, "usd")).toBe("$19.99")
    expect(formatMoney(123456, "eur")).toBe("€1,234.56")
  })

  it.each([
    ["krw", "₩1,500"],
    ["jpy", "¥1,500"],
    ["vnd", "₫1,500"],
  ])("keeps %s amounts whole", (currency, expected) => {
    expect(formatMoney(1500, currency)).toBe(expected)
  })

  it("accepts upper-case currency codes and other locales", () => {
    expect(isZeroDecimal("JPY")).toBe(true)
    expect(formatMoney(1000, "DKK", "da-DK")).toMatch(/10,00\s?kr\./)
  })
})

describe("taxAmount (screens)", () => {
  it("applies the percentage divided by 100", () => {
    expect(taxAmount(10000, 25)).toBe(2500)
    expect(taxAmount(999, 0)).toBe(0)
  })

  it("rounds to a whole stored unit", () => {
    expect(taxAmount(1999, 12.5)).toBe(250)
  })
})
