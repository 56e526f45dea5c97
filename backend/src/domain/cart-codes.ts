/**
 * Why a discount or gift card code may not go on a cart, in words the shopper reads. Medusa checks the same facts but
 * answers vaguely ("Discounts with code [X] was not found", "The discount is not available in current region"); the
 * store names the code and the reason before Medusa applies it.
 */

/** The facts of a discount that decide whether a cart may use it. */
export type DiscountFacts = {
  code: string
  is_disabled: boolean
  starts_at: Date | string
  ends_at: Date | string | null
  usage_limit: number | null
  usage_count: number
  region_ids: readonly string[]
}

/** The facts of a gift card that decide whether a cart may use it. */
export type GiftCardFacts = {
  code: string
  is_disabled: boolean
  ends_at: Date | string | null
  balance: number
  region_id: string
}

const day = (at: Date | string) => new Date(at).toISOString().slice(0, 10)

/** The refusal of a discount code on a cart of `regionId` at `now`, or undefined when the cart may use it. */
export function discountRefusal(discount: DiscountFacts, regionId: string, now = new Date()): string | undefined {
  const named = `discounts: code "${discount.code}"`
  if (discount.is_disabled) return `${named} is disabled`
  if (new Date(discount.starts_at) > now) return `${named} is not valid before ${day(discount.starts_at)}`
  if (discount.ends_at && new Date(discount.ends_at) <= now) return `${named} expired on ${day(discount.ends_at)}`
  if (discount.usage_limit !== null && discount.usage_count >= discount.usage_limit) return `${named} is used up (used ${discount.usage_count} of ${discount.usage_limit} times)`
  if (!discount.region_ids.includes(regionId)) return `${named} is not valid in this cart's region`
  return undefined
}

/** The refusal of a gift card code on a cart of `regionId` at `now`, or undefined when the cart may use it. */
export function giftCardRefusal(card: GiftCardFacts, regionId: string, now = new Date()): string | undefined {
  const named = `gift_cards: code "${card.code}"`
  if (card.is_disabled) return `${named} is disabled`
  if (card.ends_at && new Date(card.ends_at) <= now) return `${named} expired on ${day(card.ends_at)}`
  if (card.balance <= 0) return `${named} has no balance left`
  if (card.region_id !== regionId) return `${named} is not valid in this cart's region`
  return undefined
}

/** The refusal of a code nobody issued. */
export const unknownCode = (field: "discounts" | "gift_cards", code: string) => `${field}: code "${code}" is not a known ${field === "discounts" ? "discount" : "gift card"} code`
