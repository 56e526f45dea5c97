// @vitest-environment node
import { describe, expect, it } from "vitest"
import { discountRefusal, giftCardRefusal, unknownCode, type DiscountFacts, type GiftCardFacts } from "../../backend/src/domain/cart-codes"

const NOW = new Date("2026-06-15T12:00:00Z")
const discount = (facts: Partial<DiscountFacts> = {}): DiscountFacts => ({
  code: "SAVE10",
  is_disabled: false,
  starts_at: "2026-01-01T00:00:00Z",
  ends_at: null,
  usage_limit: null,
  usage_count: 0,
  region_ids: ["reg_us"],
  ...facts,
})
const card = (facts: Partial<GiftCardFacts> = {}): GiftCardFacts => ({ code: "GIFT-1", is_disabled: false, ends_at: null, balance: 500, region_id: "reg_us", ...facts })

describe("discount codes a cart may not use", () => {
  it("accepts a live code of the cart's region", () => {
    expect(discountRefusal(discount(), "reg_us", NOW)).toBeUndefined()
    expect(discountRefusal(discount({ usage_limit: 2, usage_count: 1, ends_at: "2026-07-01" }), "reg_us", NOW)).toBeUndefined()
  })

  it("names the code and the reason: disabled, not yet valid, expired, used up, another region", () => {
    expect(discountRefusal(discount({ is_disabled: true }), "reg_us", NOW)).toBe('discounts: code "SAVE10" is disabled')
    expect(discountRefusal(discount({ starts_at: "2026-07-01T00:00:00Z" }), "reg_us", NOW)).toBe('discounts: code "SAVE10" is not valid before 2026-07-01')
    expect(discountRefusal(discount({ ends_at: "2026-06-01T00:00:00Z" }), "reg_us", NOW)).toBe('discounts: code "SAVE10" expired on 2026-06-01')
    expect(discountRefusal(discount({ usage_limit: 3, usage_count: 3 }), "reg_us", NOW)).toBe('discounts: code "SAVE10" is used up (used 3 of 3 times)')
    expect(discountRefusal(discount(), "reg_eu", NOW)).toBe('discounts: code "SAVE10" is not valid in this cart\'s region')
  })

  it("counts a code ending now as expired", () => {
    expect(discountRefusal(discount({ ends_at: NOW }), "reg_us", NOW)).toMatch(/expired/)
  })
})

describe("gift cards a cart may not use", () => {
  it("accepts a live card with a balance in the cart's region", () => {
    expect(giftCardRefusal(card(), "reg_us", NOW)).toBeUndefined()
  })

  it("names the code and the reason: disabled, expired, spent, another region", () => {
    expect(giftCardRefusal(card({ is_disabled: true }), "reg_us", NOW)).toBe('gift_cards: code "GIFT-1" is disabled')
    expect(giftCardRefusal(card({ ends_at: "2026-01-31T00:00:00Z" }), "reg_us", NOW)).toBe('gift_cards: code "GIFT-1" expired on 2026-01-31')
    expect(giftCardRefusal(card({ balance: 0 }), "reg_us", NOW)).toBe('gift_cards: code "GIFT-1" has no balance left')
    expect(giftCardRefusal(card(), "reg_eu", NOW)).toBe('gift_cards: code "GIFT-1" is not valid in this cart\'s region')
  })

  it("names an unknown code by its field", () => {
    expect(unknownCode("discounts", "NOPE")).toBe('discounts: code "NOPE" is not a known discount code')
    expect(unknownCode("gift_cards", "NOPE")).toBe('gift_cards: code "NOPE" is not a known gift card code')
  })
})
