import { describe, expect, it, vi } from "vitest"
import { checkoutChunks, loadOnce, prefetchCheckoutChunks } from "../../src/app/route-chunks"

function fakeWindow(idle: boolean) {
  const idleCallbacks: Array<() => void> = []
  const target = {
    requestIdleCallback: idle ? vi.fn((callback: () => void) => idleCallbacks.push(callback)) : undefined,
    cancelIdleCallback: idle ? vi.fn() : undefined,
    setTimeout: vi.fn(() => 7),
    clearTimeout: vi.fn(),
  }
  return { target, idleCallbacks }
}

describe("prefetching the checkout path's route chunks", () => {
  it("waits for the browser to be idle (at most the timeout), then loads every chunk; a failed load is ignored", async () => {
    const { target, idleCallbacks } = fakeWindow(true)
    const chunks = [vi.fn(async () => ({})), vi.fn(() => Promise.reject(new Error("offline")))]
    prefetchCheckoutChunks(1500, target as never, chunks)
    expect(target.requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 1500 })
    expect(chunks[0]).not.toHaveBeenCalled()
    idleCallbacks[0]!()
    expect(chunks[0]).toHaveBeenCalledTimes(1)
    expect(chunks[1]).toHaveBeenCalledTimes(1)
    await Promise.resolve()
  })

  it("covers the cart, checkout and confirmation screens", async () => {
    const [cart, checkout, confirmed] = await Promise.all([checkoutChunks.cart(), checkoutChunks.checkout(), checkoutChunks.orderConfirmed()])
    expect(cart.CartPage).toBeTypeOf("function")
    expect(checkout.CheckoutPage).toBeTypeOf("function")
    expect(confirmed.OrderConfirmedPage).toBeTypeOf("function")
  }, 30_000)

  it("cancels a prefetch not yet started", () => {
    const { target } = fakeWindow(true)
    const cancel = prefetchCheckoutChunks(2000, target as never)
    cancel()
    expect(target.cancelIdleCallback).toHaveBeenCalledWith(1)
  })

  it("falls back to a timer where the browser has no idle callback", () => {
    const { target } = fakeWindow(false)
    const cancel = prefetchCheckoutChunks(2000, target as never)
    expect(target.setTimeout).toHaveBeenCalledWith(expect.any(Function), 1)
    cancel()
    expect(target.clearTimeout).toHaveBeenCalledWith(7)
  })
})

describe("loadOnce", () => {
  it("hands the prefetch and the route one shared load", async () => {
    const load = vi.fn(async () => ({ default: "page" }))
    const chunk = loadOnce(load)
    const [first, second] = await Promise.all([chunk(), chunk()])
    expect(first).toBe(second)
    expect(load).toHaveBeenCalledTimes(1)
  })
  it("forgets a failed load so the next call tries again", async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error("chunk gone")).mockResolvedValueOnce({ default: "page" })
    const chunk = loadOnce(load)
    await expect(chunk()).rejects.toThrow("chunk gone")
    await expect(chunk()).resolves.toEqual({ default: "page" })
    expect(load).toHaveBeenCalledTimes(2)
  })
})
