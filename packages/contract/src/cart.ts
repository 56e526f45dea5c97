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
