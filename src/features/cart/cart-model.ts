import { taxAmount } from "../../lib/money"

/** One line of the cart as the screens show it. */
export interface CartLine {
  id: string
  title: string
  description?: string | null
  thumbnail?: string | null
  quantity: number
  /** Price of one unit in stored units. */
  unitPrice: number
}

/** The cart's totals in stored units. */
export interface CartTotals {
  subtotal: number
  tax: number
  shipping: number
  total: number
}

/** Subtotal of the lines, tax at the region's percentage (seed section 5), shipping, and the total. */
export function cartTotals(lines: readonly CartLine[], taxRatePercent: number, shipping = 0): CartTotals {
  const subtotal = lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0)
  const tax = taxAmount(subtotal, taxRatePercent)
  return { subtotal, tax, shipping, total: subtotal + tax + shipping }
}

/** Total item count: the sum of quantities, 0 without items (seed section 4). */
export function itemCount(lines: readonly { quantity: number }[] | null | undefined): number {
  return (lines ?? []).reduce((sum, line) => sum + line.quantity, 0)
}

/** The parts of a Medusa line item the cart reads. */
export interface MedusaLineItemLike {
  id: string
  title: string
  description?: string | null
  thumbnail?: string | null
  quantity: number
  unit_price: number
}

/** Maps Medusa line items to cart lines. */
export function toCartLines(items: readonly MedusaLineItemLike[] | null | undefined): CartLine[] {
  return (items ?? []).map((item) => ({
    id: item.id,
    title: item.title,
    description: item.description ?? null,
    thumbnail: item.thumbnail ?? null,
    quantity: item.quantity,
    unitPrice: item.unit_price,
  }))
}
