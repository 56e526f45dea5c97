import { describe, expect, it } from "vitest"
import { formatMoney, isZeroDecimal } from "../../src/lib/money"

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
