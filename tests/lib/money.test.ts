import { describe, expect, it } from "vitest"
import { formatMoney, toMajorUnits } from "../../src/lib/money"

describe("money", () => {
  it("divides by 100 except for krw, jpy and vnd", () => {
    expect(toMajorUnits(1999, "usd")).toBe(19.99)
    expect(toMajorUnits(1999, "EUR")).toBe(19.99)
    expect(toMajorUnits(1999, "krw")).toBe(1999)
    expect(toMajorUnits(1999, "JPY")).toBe(1999)
    expect(toMajorUnits(1999, "vnd")).toBe(1999)
  })

  it("formats in en-US currency style by default", () => {
    expect(formatMoney(123456, "usd")).toBe("$1,234.56")
    expect(formatMoney(1500, "jpy")).toBe("¥1,500")
    expect(formatMoney(1000, "eur")).toBe("€10.00")
  })

  it("formats in another locale when asked", () => {
    expect(formatMoney(123456, "eur", "de-DE")).toBe("1.234,56\u00a0€")
  })
})
