/**
 * What the shopper reads after placing an order (the confirmation page and the order mail say the same): how it was
 * paid (the card's brand and last four digits), when it ships, and what the clinic does with the test kits.
 */

/** Working days between an order placed (card authorised or invoice issued) and its kits leaving the warehouse. */
export const SHIPS_WITHIN_WORKING_DAYS = 2

/** The card an order was paid with, as the shopper recognises it: Stripe's brand ("visa") and the last four digits. */
export interface PaymentCard {
  brand: string
  last4: string
}

/** A payment of an order with the data its provider stored (Medusa's payment `data`). */
export interface PaymentWithData {
  provider_id?: string | null
  canceled_at?: Date | string | null
  data?: Record<string, unknown> | null
}

/**
 * The card of an order's payment: the payment method the card provider stored in Medusa's payment `data` when the
 * card was authorised (`data.payment_method.card`, Stripe's payment method object); null for an invoice, or when
 * the provider stored only the payment method's id.
 */
export function paymentCardOf(payments: readonly PaymentWithData[] | null | undefined): PaymentCard | null {
  const payment = (payments ?? []).find((candidate) => !candidate.canceled_at) ?? payments?.[0]
  const method = payment?.data?.payment_method
  if (!method || typeof method !== "object") return null
  const card = (method as { card?: { brand?: unknown; last4?: unknown } }).card
  if (typeof card?.brand !== "string" || typeof card.last4 !== "string" || !/^\d{4}$/.test(card.last4)) return null
  return { brand: card.brand, last4: card.last4 }
}

/** Stripe's card brands as printed on cards; an unknown brand is shown as Stripe names it. */
const BRAND_NAMES: Record<string, string> = {
  visa: "Visa",
  mastercard: "Mastercard",
  amex: "American Express",
  discover: "Discover",
  diners: "Diners Club",
  jcb: "JCB",
  unionpay: "UnionPay",
  cartes_bancaires: "Cartes Bancaires",
  eftpos_au: "eftpos",
}

/** A card brand as printed on the card ("visa" → "Visa"). */
export function cardBrandName(brand: string): string {
  return BRAND_NAMES[brand.toLowerCase()] ?? brand
}
