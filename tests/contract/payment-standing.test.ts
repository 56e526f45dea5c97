import { describe, expect, it } from "vitest"
import { formatStoreDay, paymentStanding, type RecordedPayment } from "@clinic-store/contract"

const placed = "2026-12-07T18:30:00.000Z"
const card: RecordedPayment = { provider_id: "stripe", amount: 43500, amount_refunded: 0, captured_at: null, canceled_at: null }
const invoice: RecordedPayment = { ...card, provider_id: "manual" }

describe("an order's payment standing (order page, order mail, invoice)", () => {
  it("calls a card authorised at checkout, or captured since, paid by card (Medusa says 'awaiting' for the first)", () => {
    expect(paymentStanding([card], placed, 30)).toEqual({ kind: "paid_by_card" })
    expect(paymentStanding([{ ...card, captured_at: "2026-12-08T10:00:00Z" }], placed, 30)).toEqual({ kind: "paid_by_card" })
  })
  it("gives an unpaid invoice the day it is due, the payment days after the order; a captured one is paid", () => {
    expect(paymentStanding([invoice], placed, 30)).toEqual({ kind: "invoice_due", due: "2027-01-06" })
    expect(paymentStanding([invoice], placed, 14)).toEqual({ kind: "invoice_due", due: "2026-12-21" })
    expect(paymentStanding([{ ...invoice, captured_at: placed }], placed, 30)).toEqual({ kind: "paid_by_invoice" })
  })
  it("says refunds, a released payment and no payment as they are", () => {
    expect(paymentStanding([{ ...card, captured_at: placed, amount_refunded: 1000 }], placed, 30)).toEqual({ kind: "partially_refunded" })
    expect(paymentStanding([{ ...card, captured_at: placed, amount_refunded: 43500 }], placed, 30)).toEqual({ kind: "refunded" })
    expect(paymentStanding([{ ...card, canceled_at: placed }], placed, 30)).toEqual({ kind: "canceled" })
    expect(paymentStanding([], placed, 30)).toEqual({ kind: "not_paid" })
  })
  it("writes the due day in each language, whatever the time zone", () => {
    expect(formatStoreDay("2027-01-06", "en")).toMatch(/6 Jan 2027|Jan 6, 2027/)
    expect(formatStoreDay("2027-01-06", "da")).toContain("2027")
    expect(formatStoreDay("2027-01-06", "es")).toContain("2027")
  })
})
