import { formatTagOf, type StoreLocale } from "./locales"

/** Medusa's id of the invoice provider (medusa-payment-manual): the money comes later, by bank transfer. */
const INVOICE_PROVIDER_ID = "manual"

/** A payment of an order as Medusa records it: the facts the shopper's payment status is read from. */
export interface RecordedPayment {
  provider_id: string
  amount: number
  amount_refunded: number
  captured_at: Date | string | null
  canceled_at: Date | string | null
}

/** How an order's payment stands, as the shopper reads it: one kind each, the invoice with the day it is due. */
export const PAYMENT_STANDINGS = ["paid_by_card", "invoice_due", "paid_by_invoice", "partially_refunded", "refunded", "canceled", "not_paid"] as const
/** One kind of payment standing. */
export type PaymentStandingKind = (typeof PAYMENT_STANDINGS)[number]

/** How an order's payment stands; `due` (YYYY-MM-DD, UTC) is the day an unpaid invoice is due. */
export type PaymentStanding = { kind: Exclude<PaymentStandingKind, "invoice_due"> } | { kind: "invoice_due"; due: string }

/** The day `days` after `from` (UTC), as YYYY-MM-DD. */
function dayAfter(from: Date | string, days: number): string {
  const day = new Date(from)
  day.setUTCDate(day.getUTCDate() + days)
  return day.toISOString().slice(0, 10)
}

/**
 * The one rule for an order's payment status, shown on the order page, in the order mail and on the invoice, read
 * from Medusa's payment (not the order's `payment_status`, which calls an authorised card "awaiting"):
 * - a card authorised at checkout, or captured since, is paid by card;
 * - an invoice not yet marked captured is due `paymentDays` after the order was placed; once captured, paid;
 * - money given back is refunded (partly, or in full); a released payment is canceled; no payment, not paid.
 */
export function paymentStanding(payments: readonly RecordedPayment[], placedAt: Date | string, paymentDays: number): PaymentStanding {
  const payment = payments.find((candidate) => !candidate.canceled_at) ?? payments[0]
  if (!payment) return { kind: "not_paid" }
  if (payment.canceled_at) return { kind: "canceled" }
  if (payment.amount_refunded > 0) return { kind: payment.amount_refunded >= payment.amount ? "refunded" : "partially_refunded" }
  if (payment.provider_id !== INVOICE_PROVIDER_ID) return { kind: "paid_by_card" }
  return payment.captured_at ? { kind: "paid_by_invoice" } : { kind: "invoice_due", due: dayAfter(placedAt, paymentDays) }
}

/** A day (YYYY-MM-DD) as the store writes it in one of its languages: day, short month and year. */
export function formatStoreDay(day: string, locale: StoreLocale): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString(formatTagOf(locale), { year: "numeric", month: "short", day: "numeric", timeZone: "UTC" })
}
