import { describe, expect, it, vi } from "vitest"

const fake = vi.hoisted(() => {
  const lineItems = {
    prefix: "/store/carts",
    create: vi.fn(function (this: { prefix: string }, cartId: string, item: unknown) {
      return Promise.resolve({ path: `${this.prefix}/${cartId}/line-items`, item })
    }),
  }
  return { commerce: { carts: { lineItems, retrieve: vi.fn(async (id: string) => ({ cart: { id } })) } } }
})
vi.mock("../../src/api/commerce-client", () => ({ commerce: fake.commerce }))

describe("lazy commerce client", () => {
  it("loads the client on the first call and calls the method on its owner with the arguments", async () => {
    const { lazyCommerce } = await import("../../src/api/lazy-commerce-client")
    await expect(lazyCommerce.carts.retrieve("cart_1")).resolves.toEqual({ cart: { id: "cart_1" } })
    await expect(lazyCommerce.carts.lineItems.create("cart_1", { variant_id: "v", quantity: 2 })).resolves.toEqual({
      path: "/store/carts/cart_1/line-items",
      item: { variant_id: "v", quantity: 2 },
    })
    expect(fake.commerce.carts.lineItems.create).toHaveBeenCalledOnce()
  })
})
