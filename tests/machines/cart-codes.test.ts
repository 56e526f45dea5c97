import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { cartSelectors } from "../../machines/cart/cart.selectors"
import { withDiscountCode } from "../../machines/cart/cart.logic"
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
