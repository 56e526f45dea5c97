/**
 * The most units one cart line may hold. A larger quantity is refused by the server (400 naming this limit) and
 * by the page before it is sent; a clinic ordering more splits the order.
 */
export const MAX_LINE_QUANTITY = 100

/** The recipient's name fields an order's shipping address must carry before the order can be placed. */
export const RECIPIENT_NAME_FIELDS = ["first_name", "last_name"] as const

/** Whether an address names its recipient (first and last name, not blank). */
export function namesRecipient(address: { first_name?: string | null; last_name?: string | null } | null | undefined): boolean {
  return RECIPIENT_NAME_FIELDS.every((field) => Boolean(address?.[field]?.trim()))
}

/**
 * The name of an order or cart line as the store shows it (pages and mails): the product, then the variant chosen
 * (Medusa puts the variant's title in the line's description) when there is one.
 */
export function lineName(line: { title: string; description?: string | null }): string {
  const variant = line.description?.trim()
  return variant && variant !== line.title ? `${line.title} – ${variant}` : line.title
}

/** The Medusa line amounts `lineAmount` reads. */
export interface MedusaLineAmounts {
  subtotal?: number | null
  original_total?: number | null
  includes_tax?: boolean | null
}

/**
 * The amount a cart or order line shows (pages, order mail), Medusa's own and before discounts: where its price
 * includes tax (Medusa's tax-inclusive pricing, the EU regions), Medusa's `original_total` (units × the price shown,
 * VAT included; Medusa's `subtotal` is then the part before VAT); otherwise Medusa's `subtotal` (units × price, tax
 * added in the totals).
 */
export function lineAmount(item: MedusaLineAmounts): number {
  return (item.includes_tax ? item.original_total : item.subtotal) ?? 0
}

/** Whether a cart's or an order's prices include tax: Medusa marks each line priced tax-inclusive (`includes_tax`). */
export function pricesIncludeTax(items: readonly { includes_tax?: boolean | null }[] | null | undefined): boolean {
  return (items ?? []).some((item) => item.includes_tax === true)
}
