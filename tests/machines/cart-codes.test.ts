import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { cartSelectors } from "../../machines/cart/cart.selectors"
import { withDiscountCode, withGiftCard, withoutGiftCard } from "../../machines/cart/cart.logic"
import { startCart } from "../support/cart-harness"
import { readyCart } from "../support/fixtures"

const settle = () => vi.advanceTimersByTimeAsync(0)
const stored = { readStoredCartId: vi.fn(async () => "cart_ready"), retrieveCart: vi.fn(async () => ({ ...readyCart, id: "cart_ready", discounts: [{ code: "SPRING" }] })) }

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe("cart flow: discount codes", () => {
  it("applies a code together with the codes the cart holds, and lists them", async () => {
    const { actor, services } = startCart({ services: stored })
    await settle()
    actor.send({ type: "APPLY_CODE", code: " WELCOME10 " })
    await settle()
    expect(services.applyDiscountCodes).toHaveBeenCalledWith({ cartId: "cart_ready", codes: ["SPRING", "WELCOME10"] })
    expect(cartSelectors.discountCodes(actor.getSnapshot())).toEqual(["SPRING", "WELCOME10"])
    expect(cartSelectors.codeError(actor.getSnapshot())).toBeNull()
    expect(actor.getSnapshot().value).toBe("active")
  })

  it("keeps the server's reason for a refused code, leaves the cart as it was, and forgets the reason on the next try", async () => {
    const refusal = Object.assign(new Error('discounts: code "NOPE" is unknown'), { status: 400 })
    const { actor, services } = startCart({ services: { ...stored, applyDiscountCodes: vi.fn(async () => Promise.reject(refusal)) } })
    await settle()
    actor.send({ type: "APPLY_CODE", code: "NOPE" })
    await settle()
    expect(cartSelectors.codeError(actor.getSnapshot())).toBe('discounts: code "NOPE" is unknown')
    expect(cartSelectors.error(actor.getSnapshot())).toBeNull()
    expect(cartSelectors.discountCodes(actor.getSnapshot())).toEqual(["SPRING"])
    expect(actor.getSnapshot().value).toBe("active")
    actor.send({ type: "REMOVE_CODE", code: "SPRING" })
    await settle()
    expect(services.removeDiscountCode).toHaveBeenCalledWith({ cartId: "cart_ready", code: "SPRING" })
    expect(cartSelectors.codeError(actor.getSnapshot())).toBeNull()
  })

  it("removes a code", async () => {
    const { actor } = startCart({
      services: { ...stored, removeDiscountCode: vi.fn(async () => ({ ...readyCart, id: "cart_ready", discounts: [] })) },
    })
    await settle()
    actor.send({ type: "REMOVE_CODE", code: "SPRING" })
    await settle()
    expect(cartSelectors.discountCodes(actor.getSnapshot())).toEqual([])
  })

  it("does not send a code the cart holds twice, in any letter case", () => {
    expect(withDiscountCode({ ...readyCart, discounts: [{ code: "WELCOME10" }] }, "welcome10")).toEqual(["WELCOME10"])
  })
})

describe("cart flow: gift cards", () => {
  const withCard = { readStoredCartId: vi.fn(async () => "cart_ready"), retrieveCart: vi.fn(async () => ({ ...readyCart, id: "cart_ready", gift_cards: [{ code: "GIFT-AAAA" }] })) }

  it("redeems a gift card together with those the cart holds, and takes one off by its code", async () => {
    const { actor, services } = startCart({ services: withCard })
    await settle()
    actor.send({ type: "APPLY_GIFT_CARD", code: " GIFT-BBBB " })
    await settle()
    expect(services.setGiftCards).toHaveBeenCalledWith({ cartId: "cart_ready", codes: ["GIFT-AAAA", "GIFT-BBBB"] })
    expect(cartSelectors.giftCardCodes(actor.getSnapshot())).toEqual(["GIFT-AAAA", "GIFT-BBBB"])
    actor.send({ type: "REMOVE_GIFT_CARD", code: "gift-aaaa" })
    await settle()
    expect(services.setGiftCards).toHaveBeenLastCalledWith(expect.objectContaining({ codes: ["GIFT-BBBB"] }))
    expect(cartSelectors.giftCardCodes(actor.getSnapshot())).toEqual(["GIFT-BBBB"])
    expect(actor.getSnapshot().value).toBe("active")
  })

  it("keeps the server's reason for a refused gift card apart from the discount code's", async () => {
    const refusal = Object.assign(new Error('gift_cards: code "GIFT-NOPE" is unknown'), { status: 400 })
    const { actor } = startCart({ services: { ...withCard, setGiftCards: vi.fn(async () => Promise.reject(refusal)) } })
    await settle()
    actor.send({ type: "APPLY_GIFT_CARD", code: "GIFT-NOPE" })
    await settle()
    expect(cartSelectors.giftCardError(actor.getSnapshot())).toBe('gift_cards: code "GIFT-NOPE" is unknown')
    expect(cartSelectors.codeError(actor.getSnapshot())).toBeNull()
    expect(cartSelectors.giftCardCodes(actor.getSnapshot())).toEqual(["GIFT-AAAA"])
    expect(actor.getSnapshot().value).toBe("active")
  })

  it("does not send a gift card twice, in any letter case", () => {
    expect(withGiftCard({ ...readyCart, gift_cards: [{ code: "GIFT-AAAA" }] }, "gift-aaaa")).toEqual(["GIFT-AAAA"])
    expect(withoutGiftCard({ ...readyCart, gift_cards: [{ code: "GIFT-AAAA" }, { code: "GIFT-BBBB" }] }, "GIFT-BBBB")).toEqual(["GIFT-AAAA"])
  })
})
