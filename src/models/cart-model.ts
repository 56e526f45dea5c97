import { lineAmount, pricesIncludeTax } from "@clinic-store/contract"

/** One line of the cart as the screens show it. */
export interface CartLine {
  id: string
  title: string
  description?: string | null
  thumbnail?: string | null
  quantity: number
  /** Price of one unit in stored units. */
  unitPrice: number
  /** Medusa's subtotal of the line (units × price, before tax and discounts). */
  subtotal: number
  /** The line's amount as shown: Medusa's, before discounts, including tax where the price does (`lineAmount`); the subtotal when absent. */
  amount?: number
  /** The product the line is of (its page is `/products/{id}`); null when Medusa did not say. */
  productId?: string | null
  variantId?: string | null
}

/** The name of an order or cart line (the contract's, shared with the mails). */
export { lineAmount, lineName } from "@clinic-store/contract"

/** The totals of a cart or an order in stored units, as Medusa computed them. */
export interface CartTotals {
  /**
   * The prices include tax (Medusa's tax-inclusive pricing, the EU regions): the total is labelled "incl. VAT" and
   * the tax is the part of it that is VAT. Otherwise the tax is added to the subtotal (also when absent).
   */
  includesTax?: boolean
  subtotal: number
  tax: number
  shipping: number
  discount: number
  /** What gift cards redeemed on the cart pay (Medusa's `gift_card_total`). */
  giftCard: number
  total: number
}

/** The totals fields Medusa answers on a cart and on an order. */
export interface MedusaTotalsLike {
  subtotal?: number | null
  tax_total?: number | null
  shipping_total?: number | null
  discount_total?: number | null
  gift_card_total?: number | null
  total?: number | null
  /** Medusa sets `includes_tax` on every line priced tax-inclusive. */
  items?: readonly { includes_tax?: boolean | null }[] | null
}

/**
 * Money shown is money charged: the totals are Medusa's own (shipping tax and discounts included), never a sum
 * recomputed in the browser.
 */
export function medusaTotals(source: MedusaTotalsLike): CartTotals {
  return {
    includesTax: pricesIncludeTax(source.items),
    subtotal: source.subtotal ?? 0,
    tax: source.tax_total ?? 0,
    shipping: source.shipping_total ?? 0,
    discount: source.discount_total ?? 0,
    giftCard: source.gift_card_total ?? 0,
    total: source.total ?? 0,
  }
}

/** Total item count: the sum of quantities, 0 without items. */
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
  subtotal?: number | null
  original_total?: number | null
  includes_tax?: boolean | null
  variant_id?: string | null
  variant?: { product_id?: string | null } | null
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
    subtotal: item.subtotal ?? 0,
    amount: lineAmount(item),
    productId: item.variant?.product_id ?? null,
    variantId: item.variant_id ?? null,
  }))
}
