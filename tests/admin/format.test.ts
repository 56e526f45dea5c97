import { describe, expect, it } from "vitest"
import { codeInWords, countryName, formatDay } from "../../backend/src/admin/lib/format"
import { LAB_ORDER_LABELS } from "../../backend/src/admin/lib/lab-order-flow"

describe("the back office says words, not codes (lib/format.ts)", () => {
  it("names countries from their codes, in any case", () => {
    expect(countryName("dk")).toBe("Denmark")
    expect(countryName("US")).toBe("United States")
    expect(countryName("jp")).toBe("Japan")
    expect(countryName(null)).toBe("—")
    expect(countryName("d1")).toBe("D1")
  })

  it("shows a calendar day as a date, not YYYY-MM-DD, whatever the time zone", () => {
    const shown = formatDay("2026-11-19")
    expect(shown).not.toBe("2026-11-19")
    expect(shown).toMatch(/19/)
    expect(shown).toMatch(/2026/)
    expect(formatDay(null)).toBe("—")
  })

  it("reads snake-case codes as words, and lab order statuses have their own", () => {
    expect(codeInWords("not_fulfilled")).toBe("Not fulfilled")
    expect(codeInWords("partially_shipped")).toBe("Partially shipped")
    expect(LAB_ORDER_LABELS.in_analysis).toBe("In analysis")
    expect(Object.values(LAB_ORDER_LABELS).every((label) => !label.includes("_"))).toBe(true)
  })
})
