import { vi } from "vitest"
import { createActor, fromPromise } from "xstate"
import { cartMachine } from "../../machines/cart/cart.machine"
import type { Cart, CartUpdate, PlacedOrder, Region, ShippingOption } from "../../machines/cart/cart.types"
import type { Customer } from "../../machines/domain.types"
import { denmark, emptyCart, filledCart, individual, placedOrder, shippingOption, spain } from "./fixtures"

/** Fake services of the cart machine: vi.fn()s over a small in-memory backend. Override any of them. */
export function fakeCartServices(overrides: Partial<CartServices> = {}) {
  let current: Cart = emptyCart
  let created = 0
  let nextCarts = 0
  const services: CartServices = {
    listRegions: vi.fn(async () => [spain, denmark]),
    readStoredCartId: vi.fn(async () => null),
    retrieveCart: vi.fn(async ({ cartId }) => ({ ...current, id: cartId })),
    createCart: vi.fn(async ({ regionId }) => {
      created += 1
      current = { ...emptyCart, id: `cart_new_${created}`, region_id: regionId }
      return current
    }),
    updateCart: vi.fn(async ({ update }) => (current = { ...current, ...update })),
    listShippingOptions: vi.fn(async () => [shippingOption]),
    addShippingMethod: vi.fn(async ({ optionId }) => (current = { ...current, shipping_methods: [{ shipping_option_id: optionId }] })),
    createPaymentSessions: vi.fn(async () => (current = { ...current, payment_sessions: [{ provider_id: "manual" }] })),
    setPaymentSession: vi.fn(async ({ providerId }) => (current = { ...current, payment_session: { provider_id: providerId } })),
    addLineItem: vi.fn(async ({ variantId, quantity }) => (current = { ...current, items: [...current.items, { id: `item_${variantId}`, quantity }] })),
    updateLineItem: vi.fn(async ({ lineId, quantity }) => (current = { ...current, items: current.items.map((i) => (i.id === lineId ? { ...i, quantity } : i)) })),
    removeLineItem: vi.fn(async ({ lineId }) => (current = { ...current, items: current.items.filter((i) => i.id !== lineId) })),
    applyDiscountCodes: vi.fn(async ({ codes }) => (current = { ...current, discounts: codes.map((code: string) => ({ code })) })),
    setGiftCards: vi.fn(async ({ codes }) => (current = { ...current, gift_cards: codes.map((code: string) => ({ code })) })),
    removeDiscountCode: vi.fn(async ({ code }) => (current = { ...current, discounts: (current.discounts ?? []).filter((d) => d.code !== code) })),
    completeCart: vi.fn(async () => ({ orderId: "order_1", order: placedOrder })),
    // The next cart arrives with its details (the real service fills them after creating it).
    prepareNextCart: vi.fn(async ({ regionId }) => {
      nextCarts += 1
      return { ...filledCart, id: `cart_next_${nextCarts}`, region_id: regionId }
    }),
    ...overrides,
  }
  return services
}

/** The service signatures (input → output) of the cart machine. */
export interface CartServices {
  listRegions: () => Promise<Region[]>
  readStoredCartId: () => Promise<string | null>
  retrieveCart: (input: { cartId: string }) => Promise<Cart>
  createCart: (input: { regionId: string }) => Promise<Cart>
  updateCart: (input: { cartId: string; update: CartUpdate }) => Promise<Cart>
  listShippingOptions: (input: { regionId: string }) => Promise<ShippingOption[]>
  addShippingMethod: (input: { cartId: string; optionId: string }) => Promise<Cart>
  createPaymentSessions: (input: { cartId: string }) => Promise<Cart>
  setPaymentSession: (input: { cartId: string; providerId: string }) => Promise<Cart>
  addLineItem: (input: { cartId: string; variantId: string; quantity: number }) => Promise<Cart>
  updateLineItem: (input: { cartId: string; lineId: string; quantity: number }) => Promise<Cart>
  removeLineItem: (input: { cartId: string; lineId: string }) => Promise<Cart>
  applyDiscountCodes: (input: { cartId: string; codes: string[] }) => Promise<Cart>
  setGiftCards: (input: { cartId: string; codes: string[] }) => Promise<Cart>
  removeDiscountCode: (input: { cartId: string; code: string }) => Promise<Cart>
  completeCart: (input: { cartId: string }) => Promise<{ orderId: string; order?: PlacedOrder }>
  prepareNextCart: (input: { regionId: string; customer: Customer }) => Promise<Cart>
}

/** Starts a cart actor over fake services, with spies for the injected actions. */
export function startCart(options: { customer?: Customer; services?: Partial<CartServices> } = {}) {
  const services = fakeCartServices(options.services)
  const effects = {
    storeCartId: vi.fn<(cartId: string) => void>(),
    clearStoredCartId: vi.fn<() => void>(),
    navigate: vi.fn<(to: string) => void>(),
    logError: vi.fn<(message: string) => void>(),
  }
  const actors = Object.fromEntries(
    Object.entries(services).map(([name, fn]) => [name, fromPromise(({ input }) => (fn as (input: unknown) => Promise<unknown>)(input))])
  )
  const machine = cartMachine.provide({
    actors: actors as never,
    actions: {
      storeCartId: (_, params) => effects.storeCartId(params.cartId),
      clearStoredCartId: () => effects.clearStoredCartId(),
      navigate: (_, params) => effects.navigate(params.to),
      logError: (_, params) => effects.logError(params.message),
    },
  })
  const actor = createActor(machine, { input: { customer: options.customer ?? individual } })
  actor.start()
  return { actor, services, effects }
}
