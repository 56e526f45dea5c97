import type { CartApprovalCheck } from "@clinic-store/contract"
import { describe, expect, it } from "vitest"
import { approvalNotice, frozenReason } from "../../src/features/cart/approval-notice"
import { translator } from "../../src/i18n/text"
import type { PageFormat } from "../../src/i18n/page-format"

const text = translator("en")
const format = { money: (amount: number, currency: string) => `${currency.toUpperCase()} ${(amount / 100).toFixed(2)}` } as PageFormat
const check = (overrides: Partial<CartApprovalCheck>): CartApprovalCheck => ({
  required: true, limit: "per_order", limit_amount: 10000, total: 12900, month_spend: 0, over_by: 2900, currency_code: "usd", cart_currency_code: "usd", ...overrides,
})

describe("what the cart says about approval", () => {
  it("names the limit and the amount over it as the server answered them (never computed here)", () => {
    expect(approvalNotice(text, format, check({}))).toBe("This order needs your clinic's approval: it is USD 29.00 over your limit per order (USD 100.00).")
    // The server's over_by is shown as is, even where a sum of the other figures would differ.
    expect(approvalNotice(text, format, check({ limit: "per_month", over_by: 1 }))).toContain("it is USD 0.01 over your monthly limit (USD 100.00)")
    expect(approvalNotice(text, format, check({ over_by: null }))).toContain("another currency")
    expect(approvalNotice(text, format, check({ required: false, limit: null, limit_amount: null, over_by: null }))).toBeNull()
    expect(approvalNotice(text, format, undefined)).toBeNull()
  })

  it("freezes the cart only while its request is pending", () => {
    expect(frozenReason(text, null)).toBeNull()
    expect(frozenReason(text, { status: "pending" } as never)).toContain("waiting for your clinic's approval")
    expect(frozenReason(text, { status: "withdrawn" } as never)).toBeNull()
  })
})
