import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { cartSelectors } from "../../machines/cart/cart.selectors"
import { startCart } from "../support/cart-harness"
import { clinicMember, denmark, dkAddress, dkShipping, esAddress, individual, readyCart, shippedCart, spain } from "../support/fixtures"

const settle = () => vi.advanceTimersByTimeAsync(0)

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe("cart flow: region (step 1)", () => {
  it("creates the cart in the region of the customer's billing country when nothing is stored", async () => {
    const { actor, services, effects } = startCart()
    await settle()
    expect(services.createCart).toHaveBeenCalledWith({ regionId: denmark.id })
    expect(effects.storeCartId).toHaveBeenCalledWith("cart_new_1")
    expect(actor.getSnapshot().context.region).toEqual(denmark)
    expect(actor.getSnapshot().value).toBe("active")
  })

  it("takes the country from the clinic's billing address before the customer's", async () => {
    const { services } = startCart({ customer: clinicMember })
    await settle()
    expect(services.createCart).toHaveBeenCalledWith({ regionId: spain.id })
  })

  it("fails when no region serves the customer's country, and RELOAD starts again", async () => {
    let regions = [spain]
    const { actor, services } = startCart({ services: { listRegions: vi.fn(async () => regions) } })
    await settle()
    expect(actor.getSnapshot().value).toBe("failed")
    expect(actor.getSnapshot().context.error).toBe("No region serves country dk")
    expect(services.createCart).not.toHaveBeenCalled()
    regions = [denmark]
    actor.send({ type: "RELOAD" })
    await settle()
    expect(actor.getSnapshot().value).toBe("active")
  })
})

describe("cart flow: stored cart (steps 2-3)", () => {
  it("resets a stored cart of another region: clears the stored id and makes a new cart", async () => {
    const { actor, services, effects } = startCart({
      services: {
        readStoredCartId: vi.fn(async () => "cart_old"),
        retrieveCart: vi.fn(async () => ({ ...shippedCart, id: "cart_old", region_id: spain.id })),
      },
    })
    await settle()
    expect(effects.clearStoredCartId).toHaveBeenCalledTimes(1)
    expect(services.createCart).toHaveBeenCalledWith({ regionId: denmark.id })
    expect(actor.getSnapshot().context.cart.id).toBe("cart_new_1")
    expect(effects.storeCartId).toHaveBeenCalledWith("cart_new_1")
  })

  it("replaces a completed stored cart with a new one", async () => {
    const { actor, services } = startCart({
      services: {
        readStoredCartId: vi.fn(async () => "cart_done"),
        retrieveCart: vi.fn(async () => ({ ...shippedCart, id: "cart_done", completed_at: "2026-11-20T10:00:00Z" })),
      },
    })
    await settle()
    expect(services.createCart).toHaveBeenCalledTimes(1)
    expect(actor.getSnapshot().context.cart.id).toBe("cart_new_1")
  })

  it("makes a new cart when the stored one is missing", async () => {
    const { actor, effects } = startCart({
      services: { readStoredCartId: vi.fn(async () => "cart_gone"), retrieveCart: vi.fn(async () => Promise.reject(new Error("not found"))) },
    })
    await settle()
    expect(effects.clearStoredCartId).toHaveBeenCalled()
    expect(actor.getSnapshot().context.cart.id).toBe("cart_new_1")
  })

  it("keeps a usable stored cart", async () => {
    const { actor, services } = startCart({
      services: { readStoredCartId: vi.fn(async () => "cart_kept"), retrieveCart: vi.fn(async () => ({ ...shippedCart, id: "cart_kept" })) },
    })
    await settle()
    expect(services.createCart).not.toHaveBeenCalled()
    expect(actor.getSnapshot().context.cart.id).toBe("cart_kept")
  })
})

describe("cart flow: details and shipping (steps 4-5)", () => {
  it("fills billing address, first shipping address and email from an individual customer", async () => {
    const { services } = startCart()
    await settle()
    expect(services.updateCart).toHaveBeenCalledWith({
      cartId: "cart_new_1",
      update: { billing_address: dkAddress, shipping_address: dkShipping, email: individual.email },
    })
  })

  it("uses the billing address as shipping address when the customer has none", async () => {
    const { services } = startCart({ customer: { ...individual, shipping_addresses: [] } })
    await settle()
    expect(services.updateCart).toHaveBeenCalledWith({
      cartId: "cart_new_1",
      update: { billing_address: dkAddress, shipping_address: dkAddress, email: individual.email },
    })
  })

  it("fills both addresses and the email from the clinic", async () => {
    const { services } = startCart({ customer: clinicMember })
    await settle()
    expect(services.updateCart).toHaveBeenCalledWith({
      cartId: "cart_new_1",
      update: { billing_address: esAddress, shipping_address: esAddress, email: "billing@clinic.example" },
    })
  })

  it("fills only what is missing and skips the update when nothing is", async () => {
    const { services } = startCart({
      services: {
        readStoredCartId: vi.fn(async () => "c"),
        retrieveCart: vi.fn(async () => ({ ...shippedCart, id: "c", email: "kept@example.com", billing_address: null })),
      },
    })
    await settle()
    expect(services.updateCart).toHaveBeenCalledWith({ cartId: "c", update: { billing_address: dkAddress } })

    const second = startCart({ services: { readStoredCartId: vi.fn(async () => "c"), retrieveCart: vi.fn(async () => ({ ...shippedCart, id: "c" })) } })
    await settle()
    expect(second.services.updateCart).not.toHaveBeenCalled()
  })

  it("adds the region's shipping option when the cart has no shipping method", async () => {
    const { actor, services } = startCart()
    await settle()
    expect(services.listShippingOptions).toHaveBeenCalledWith({ regionId: denmark.id })
    expect(services.addShippingMethod).toHaveBeenCalledWith({ cartId: "cart_new_1", optionId: "so_dk" })
    expect(actor.getSnapshot().context.cart.shipping_methods).toEqual([{ shipping_option_id: "so_dk" }])
  })

  it("adds no shipping method when the cart has one or the region has no option", async () => {
    const kept = startCart({ services: { readStoredCartId: vi.fn(async () => "c"), retrieveCart: vi.fn(async () => ({ ...shippedCart, id: "c" })) } })
    await settle()
    expect(kept.services.listShippingOptions).not.toHaveBeenCalled()
    const none = startCart({ services: { listShippingOptions: vi.fn(async () => []) } })
    await settle()
    expect(none.services.addShippingMethod).not.toHaveBeenCalled()
    expect(none.actor.getSnapshot().value).toBe("active")
  })
})

describe("cart flow: payment sessions (step 6)", () => {
  it("creates payment sessions once the cart has items", async () => {
    const { actor, services } = startCart()
    await settle()
    expect(services.createPaymentSessions).not.toHaveBeenCalled()
    actor.send({ type: "ADD_ITEM", variantId: "v1", quantity: 1 })
    await settle()
    expect(services.createPaymentSessions).toHaveBeenCalledWith({ cartId: "cart_new_1" })
    expect(actor.getSnapshot().context.cart.payment_sessions).toHaveLength(1)
  })

  it("retries a failed creation every 500 ms, not before, until it succeeds", async () => {
    let failures = 2
    const createPaymentSessions = vi.fn(async () => {
      if (failures-- > 0) throw new Error("busy")
      return { ...shippedCart, id: "c", items: [{ id: "i", quantity: 1 }], payment_sessions: [{ provider_id: "manual" }] }
    })
    const { actor } = startCart({
      services: {
        readStoredCartId: vi.fn(async () => "c"),
        retrieveCart: vi.fn(async () => ({ ...shippedCart, id: "c", items: [{ id: "i", quantity: 1 }] })),
        createPaymentSessions,
      },
    })
    await settle()
    expect(createPaymentSessions).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(499)
    expect(createPaymentSessions).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(createPaymentSessions).toHaveBeenCalledTimes(2)
    await vi.advanceTimersByTimeAsync(499)
    expect(createPaymentSessions).toHaveBeenCalledTimes(2)
    expect(actor.getSnapshot().matches({ preparing: "waitingToRetryPaymentSessions" })).toBe(true)
    await vi.advanceTimersByTimeAsync(1)
    expect(createPaymentSessions).toHaveBeenCalledTimes(3)
    expect(actor.getSnapshot().value).toBe("active")
    await vi.advanceTimersByTimeAsync(5000)
    expect(createPaymentSessions).toHaveBeenCalledTimes(3)
  })
})

describe("cart flow: completion (steps 7-8)", () => {
  const readyServices = { readStoredCartId: vi.fn(async () => "cart_ready"), retrieveCart: vi.fn(async () => ({ ...readyCart, id: "cart_ready" })) }

  it("ignores COMPLETE until the cart is ready", async () => {
    const { actor, services } = startCart()
    await settle()
    actor.send({ type: "COMPLETE" })
    await settle()
    expect(services.completeCart).not.toHaveBeenCalled()
  })

  it("goes to /order/confirmed/{id}, then makes a fresh cart", async () => {
    const { actor, services, effects } = startCart({ services: readyServices })
    await settle()
    expect(cartSelectors.isReadyToComplete(actor.getSnapshot())).toBe(true)
    actor.send({ type: "COMPLETE" })
    await settle()
    expect(services.completeCart).toHaveBeenCalledWith({ cartId: "cart_ready" })
    expect(effects.navigate).toHaveBeenCalledWith("/order/confirmed/order_1")
    expect(effects.clearStoredCartId).toHaveBeenCalled()
    expect(services.createCart).toHaveBeenCalledTimes(1)
    const snapshot = actor.getSnapshot()
    expect(snapshot.context.orderId).toBe("order_1")
    expect(snapshot.context.cart.id).toBe("cart_new_1")
    expect(cartSelectors.itemCount(snapshot)).toBe(0)
    expect(effects.storeCartId).toHaveBeenLastCalledWith("cart_new_1")
  })

  it("stays on the cart with the error when completion fails", async () => {
    const { actor, effects } = startCart({ services: { ...readyServices, completeCart: vi.fn(async () => Promise.reject(new Error("declined"))) } })
    await settle()
    actor.send({ type: "COMPLETE" })
    await settle()
    expect(actor.getSnapshot().value).toBe("active")
    expect(actor.getSnapshot().context.error).toBe("declined")
    expect(effects.navigate).not.toHaveBeenCalled()
  })
})

describe("cart holder", () => {
  it("starts with an empty id and no items", () => {
    const { actor } = startCart({ services: { listRegions: vi.fn(() => new Promise<never>(() => {})) } })
    expect(actor.getSnapshot().context.cart).toEqual({ id: "", items: [] })
    expect(cartSelectors.itemCount(actor.getSnapshot())).toBe(0)
  })

  it("replaces the cart after add, update, remove, set payment session and update cart", async () => {
    const { actor, effects } = startCart()
    await settle()
    actor.send({ type: "ADD_ITEM", variantId: "v1", quantity: 2 })
    await settle()
    expect(effects.navigate).toHaveBeenCalledWith("/cart")
    expect(cartSelectors.itemCount(actor.getSnapshot())).toBe(2)
    actor.send({ type: "UPDATE_ITEM", lineId: "item_v1", quantity: 5 })
    await settle()
    expect(cartSelectors.itemCount(actor.getSnapshot())).toBe(5)
    actor.send({ type: "SET_PAYMENT_SESSION", providerId: "manual" })
    await settle()
    expect(actor.getSnapshot().context.cart.payment_session).toEqual({ provider_id: "manual" })
    actor.send({ type: "UPDATE_CART", update: { email: "other@example.com" } })
    await settle()
    expect(actor.getSnapshot().context.cart.email).toBe("other@example.com")
    actor.send({ type: "REMOVE_ITEM", lineId: "item_v1" })
    await settle()
    expect(cartSelectors.itemCount(actor.getSnapshot())).toBe(0)
  })

  it("only logs a failed add-item: the cart and the error stay as they were", async () => {
    const { actor, effects } = startCart({ services: { addLineItem: vi.fn(async () => Promise.reject(new Error("not allowed"))) } })
    await settle()
    const before = actor.getSnapshot().context.cart
    actor.send({ type: "ADD_ITEM", variantId: "v1", quantity: 1 })
    await settle()
    expect(effects.logError).toHaveBeenCalledWith(expect.stringContaining("not allowed"))
    expect(actor.getSnapshot().value).toBe("active")
    expect(actor.getSnapshot().context.cart).toBe(before)
    expect(actor.getSnapshot().context.error).toBeNull()
    expect(effects.navigate).not.toHaveBeenCalled()
  })
})
