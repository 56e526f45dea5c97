import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { cartSelectors } from "../../machines/cart/cart.selectors"
import { startCart } from "../support/cart-harness"
import type { Cart } from "../../machines/cart/cart.types"
import { clinicMember, denmark, dkAddress, dkShipping, emptyCart, esAddress, filledCart, individual, itemCart, placedOrder, readyCart, shippedCart, shippingOption, spain } from "../support/fixtures"

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

  it("says the customer's country is not served (not a failure) when no region serves it, and RELOAD starts again", async () => {
    let regions = [spain]
    const { actor, services } = startCart({ services: { listRegions: vi.fn(async () => regions) } })
    await settle()
    expect(actor.getSnapshot().value).toBe("unserved")
    expect(cartSelectors.unservedCountry(actor.getSnapshot())).toBe("dk")
    expect(cartSelectors.hasFailed(actor.getSnapshot())).toBe(false)
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
      services: {
        readStoredCartId: vi.fn(async () => "cart_gone"),
        retrieveCart: vi.fn(async () => Promise.reject(Object.assign(new Error("not found"), { status: 404 }))),
      },
    })
    await settle()
    expect(effects.clearStoredCartId).toHaveBeenCalled()
    expect(actor.getSnapshot().context.cart.id).toBe("cart_new_1")
  })

  it("keeps the stored cart when reading it fails for another reason (a 500, no network): RELOAD reads it again", async () => {
    const retrieveCart = vi.fn(async () => Promise.reject(Object.assign(new Error("server busy"), { status: 500 })))
    const { actor, effects, services } = startCart({ services: { readStoredCartId: vi.fn(async () => "cart_kept"), retrieveCart } })
    await settle()
    expect(actor.getSnapshot().value).toBe("failed")
    expect(effects.clearStoredCartId).not.toHaveBeenCalled()
    expect(services.createCart).not.toHaveBeenCalled()
    retrieveCart.mockImplementation(async () => ({ ...shippedCart, id: "cart_kept" }) as never)
    actor.send({ type: "RELOAD" })
    await settle()
    expect(actor.getSnapshot().context.cart.id).toBe("cart_kept")
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

  it("lists the region's shipping options once, ahead, and adds a method only once the cart has items", async () => {
    const { actor, services } = startCart()
    await settle()
    expect(services.listShippingOptions).toHaveBeenCalledWith({ regionId: denmark.id })
    expect(actor.getSnapshot().context.shippingOptions).toEqual([shippingOption])
    // Medusa deletes shipping methods whenever the items change: none on the empty cart.
    expect(services.addShippingMethod).not.toHaveBeenCalled()
    actor.send({ type: "ADD_ITEM", variantId: "v1", quantity: 1 })
    await settle()
    expect(services.addShippingMethod).toHaveBeenCalledWith({ cartId: "cart_new_1", optionId: "so_dk" })
    expect(actor.getSnapshot().context.cart.shipping_methods).toEqual([{ shipping_option_id: "so_dk" }])
    expect(services.listShippingOptions).toHaveBeenCalledTimes(1)
  })

  it("adds the method again from the kept options after an item change dropped it, without listing them again", async () => {
    const dropShipping = vi.fn(async ({ lineId, quantity }: { lineId: string; quantity: number }) => ({
      ...filledCart,
      id: "cart_new_1",
      items: [{ id: lineId, quantity }],
      payment_sessions: [{ provider_id: "manual" }],
    }))
    const { actor, services } = startCart({ services: { updateLineItem: dropShipping } })
    await settle()
    actor.send({ type: "ADD_ITEM", variantId: "v1", quantity: 1 })
    await settle()
    actor.send({ type: "UPDATE_ITEM", lineId: "item_v1", quantity: 4 })
    await settle()
    expect(services.addShippingMethod).toHaveBeenCalledTimes(2)
    expect(services.listShippingOptions).toHaveBeenCalledTimes(1)
    expect(actor.getSnapshot().value).toBe("active")
  })

  it("adds no shipping method when the cart has one or the region has no option", async () => {
    const kept = startCart({ services: { readStoredCartId: vi.fn(async () => "c"), retrieveCart: vi.fn(async () => ({ ...itemCart, id: "c" })) } })
    await settle()
    expect(kept.services.listShippingOptions).not.toHaveBeenCalled()
    expect(kept.services.addShippingMethod).not.toHaveBeenCalled()
    const none = startCart({ services: { listShippingOptions: vi.fn(async () => []) } })
    await settle()
    none.actor.send({ type: "ADD_ITEM", variantId: "v1", quantity: 1 })
    await settle()
    expect(none.services.addShippingMethod).not.toHaveBeenCalled()
    expect(none.services.createPaymentSessions).toHaveBeenCalled()
    expect(none.actor.getSnapshot().value).toBe("active")
  })

  it("goes on to the payment sessions when the options cannot be listed, and lists them again next time", async () => {
    let fail = true
    const listShippingOptions = vi.fn(async () => {
      if (fail) throw new Error("down")
      return [shippingOption]
    })
    const { actor, services, effects } = startCart({ services: { listShippingOptions } })
    await settle()
    expect(effects.logError).toHaveBeenCalledWith("Shipping options could not be listed")
    expect(actor.getSnapshot().value).toBe("active")
    fail = false
    actor.send({ type: "ADD_ITEM", variantId: "v1", quantity: 1 })
    await settle()
    expect(listShippingOptions).toHaveBeenCalledTimes(2)
    expect(services.addShippingMethod).toHaveBeenCalledWith({ cartId: "cart_new_1", optionId: "so_dk" })
  })
})

describe("cart flow: prepare on demand", () => {
  it("PREPARE runs the preparation again for a cart that is not ready (a background step failed)", async () => {
    const addShippingMethod = vi.fn().mockRejectedValueOnce(new Error("busy")).mockImplementation(async ({ optionId }: { optionId: string }) => ({
      ...filledCart,
      id: "cart_new_1",
      items: [{ id: "item_v1", quantity: 1 }],
      payment_sessions: [{ provider_id: "manual" }],
      payment_session: { provider_id: "manual" },
      shipping_methods: [{ shipping_option_id: optionId }],
    }))
    const { actor, effects } = startCart({ services: { addShippingMethod } })
    await settle()
    actor.send({ type: "ADD_ITEM", variantId: "v1", quantity: 1 })
    await settle()
    expect(effects.logError).toHaveBeenCalledWith("Shipping method could not be added")
    expect(cartSelectors.isReadyToComplete(actor.getSnapshot())).toBe(false)
    actor.send({ type: "PREPARE" })
    await settle()
    expect(addShippingMethod).toHaveBeenCalledTimes(2)
    expect(cartSelectors.isReadyToComplete(actor.getSnapshot())).toBe(true)
    expect(actor.getSnapshot().value).toBe("active")
  })

  it("ignores PREPARE for a ready cart", async () => {
    const { actor, services } = startCart({ services: { readStoredCartId: vi.fn(async () => "r"), retrieveCart: vi.fn(async () => ({ ...readyCart, id: "r" })) } })
    await settle()
    const before = actor.getSnapshot()
    actor.send({ type: "PREPARE" })
    await settle()
    expect(actor.getSnapshot()).toBe(before)
    expect(services.addShippingMethod).not.toHaveBeenCalled()
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

  it("goes to /order/confirmed/{id} with the order, and takes the next cart made while completing", async () => {
    const { actor, services, effects } = startCart({ services: readyServices })
    await settle()
    expect(cartSelectors.isReadyToComplete(actor.getSnapshot())).toBe(true)
    expect(services.prepareNextCart).not.toHaveBeenCalled()
    actor.send({ type: "COMPLETE" })
    // Both start together: the next cart is not made after the order.
    expect(services.completeCart).toHaveBeenCalledWith({ cartId: "cart_ready" })
    expect(services.prepareNextCart).toHaveBeenCalledWith({ regionId: denmark.id, customer: individual })
    await settle()
    expect(effects.navigate).toHaveBeenCalledWith("/order/confirmed/order_1")
    expect(services.createCart).not.toHaveBeenCalled()
    const snapshot = actor.getSnapshot()
    expect(snapshot.context.orderId).toBe("order_1")
    // The completion's answer, with what it leaves out taken from the completed cart (placed-order.test.ts).
    expect(cartSelectors.order(snapshot)).toMatchObject(placedOrder)
    expect(snapshot.context.cart.id).toBe("cart_next_1")
    expect(snapshot.context.nextCart).toBeNull()
    expect(cartSelectors.itemCount(snapshot)).toBe(0)
    expect(effects.storeCartId).toHaveBeenLastCalledWith("cart_next_1")
    expect(snapshot.value).toBe("active")
  })

  it("shows the confirmation at once and waits for a next cart still being made", async () => {
    let finish: (cart: Cart) => void = () => {}
    const prepareNextCart = vi.fn(() => new Promise<Cart>((resolve) => (finish = resolve)))
    const { actor, effects } = startCart({ services: { ...readyServices, prepareNextCart } })
    await settle()
    actor.send({ type: "COMPLETE" })
    await settle()
    expect(effects.navigate).toHaveBeenCalledWith("/order/confirmed/order_1")
    expect(effects.clearStoredCartId).toHaveBeenCalled()
    expect(actor.getSnapshot().value).toBe("awaitingNextCart")
    expect(cartSelectors.isPreparing(actor.getSnapshot())).toBe(true)
    expect(cartSelectors.itemCount(actor.getSnapshot())).toBe(0)
    finish({ ...filledCart, id: "cart_late" })
    await settle()
    expect(actor.getSnapshot().context.cart.id).toBe("cart_late")
    expect(effects.storeCartId).toHaveBeenLastCalledWith("cart_late")
    expect(actor.getSnapshot().value).toBe("active")
  })

  it("makes a new cart after the order when the next cart could not be made", async () => {
    const prepareNextCart = vi.fn(async () => Promise.reject(new Error("busy")))
    const { actor, services, effects } = startCart({ services: { ...readyServices, prepareNextCart } })
    await settle()
    actor.send({ type: "COMPLETE" })
    await settle()
    expect(effects.logError).toHaveBeenCalledWith("The next cart could not be prepared")
    expect(services.createCart).toHaveBeenCalledTimes(1)
    expect(actor.getSnapshot().context.cart.id).toBe("cart_new_1")
    expect(effects.storeCartId).toHaveBeenLastCalledWith("cart_new_1")
    expect(actor.getSnapshot().value).toBe("active")
  })

  it("fills the details of a next cart whose details update had failed", async () => {
    const prepareNextCart = vi.fn(async () => ({ ...emptyCart, id: "cart_bare" }))
    const { actor, services } = startCart({ services: { ...readyServices, prepareNextCart } })
    await settle()
    actor.send({ type: "COMPLETE" })
    await settle()
    expect(services.updateCart).toHaveBeenLastCalledWith({ cartId: "cart_bare", update: { billing_address: dkAddress, shipping_address: dkShipping, email: individual.email } })
  })

  it("makes the next cart once: a failed completion keeps it for the next attempt", async () => {
    let attempts = 0
    const completeCart = vi.fn(async () => {
      attempts += 1
      if (attempts === 1) throw new Error("declined")
      return { orderId: "order_2", order: { ...placedOrder, id: "order_2" } }
    })
    const { actor, services } = startCart({ services: { ...readyServices, completeCart } })
    await settle()
    actor.send({ type: "COMPLETE" })
    await settle()
    expect(actor.getSnapshot().value).toBe("active")
    expect(actor.getSnapshot().context.cart.id).toBe("cart_ready")
    expect(actor.getSnapshot().context.nextCart?.id).toBe("cart_next_1")
    actor.send({ type: "COMPLETE" })
    await settle()
    expect(services.prepareNextCart).toHaveBeenCalledTimes(1)
    expect(actor.getSnapshot().context.cart.id).toBe("cart_next_1")
    expect(actor.getSnapshot().context.orderId).toBe("order_2")
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
    const added = vi.fn()
    actor.on("itemAdded", added)
    actor.send({ type: "ADD_ITEM", variantId: "v1", quantity: 2, title: "EEG kit", from: "/products?q=eeg" })
    await settle()
    // Once the line is in the cart the shopper is taken to the cart, which names the item and leads back.
    expect(added).toHaveBeenCalledOnce()
    expect(effects.navigate).toHaveBeenCalledExactlyOnceWith("/cart")
    expect(cartSelectors.lastAdded(actor.getSnapshot())).toEqual({ title: "EEG kit", from: "/products?q=eeg" })
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
    const refused = vi.fn()
    actor.on("itemNotAdded", refused)
    actor.send({ type: "ADD_ITEM", variantId: "v1", quantity: 1, title: "EEG kit", from: "/products/eeg" })
    await settle()
    expect(effects.logError).toHaveBeenCalledWith(expect.stringContaining("not allowed"))
    // The shopper stays on the page, which is told why; nothing is named as added.
    expect(refused).toHaveBeenCalledWith(expect.objectContaining({ message: "not allowed" }))
    expect(cartSelectors.lastAdded(actor.getSnapshot())).toBeNull()
    expect(actor.getSnapshot().context.addingItem).toBeNull()
    expect(actor.getSnapshot().value).toBe("active")
    expect(actor.getSnapshot().context.cart).toBe(before)
    expect(actor.getSnapshot().context.error).toBeNull()
    expect(effects.navigate).not.toHaveBeenCalled()
  })
})
