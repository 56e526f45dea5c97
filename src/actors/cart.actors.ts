import { fromPromise } from "xstate"
import { missingDetailsUpdate } from "../../machines/cart/cart.logic"
import type { Cart, CartUpdate, PlacedOrder, Region, ShippingOption } from "../../machines/cart/cart.types"
import type { Customer } from "../../machines/domain.types"
import type { Api } from "../api"
import type { CartIdStorage } from "../lib/storage"

/**
 * The cart machine's services bound to the commerce client and the customer's cart id storage. Add-item goes through the commerce client
 * too: it carries the session cookie the backend needs to check the customer's approval.
 */
export function createCartActors(
  api: Pick<Api, "carts" | "regions" | "shippingOptions">,
  storageFor: (customerId: string) => CartIdStorage,
  /** The customer's open cart on the server (started on another device, or before signing out), or null. */
  openCartId: () => Promise<string | null> = async () => null
) {
  return {
    listRegions: fromPromise<Region[]>(() => api.regions.list()),
    // The cart this browser kept for the customer, else the one the server knows is theirs: a cart follows its person.
    // The resumed cart's id is kept for this customer like one made here.
    readStoredCartId: fromPromise<string | null, { customerId: string }>(async ({ input }) => {
      const storage = storageFor(input.customerId)
      const stored = storage.read()
      if (stored) return stored
      const open = await openCartId()
      if (open) storage.write(open)
      return open
    }),
    /** Retried by the commerce client alone (no answer, 409, 501-599: 3 times); nothing here asks again. */
    retrieveCart: fromPromise<Cart, { cartId: string }>(({ input }) => api.carts.retrieve(input.cartId)),
    createCart: fromPromise<Cart, { regionId: string }>(({ input }) => api.carts.create(input.regionId)),
    updateCart: fromPromise<Cart, { cartId: string; update: CartUpdate }>(({ input }) => api.carts.update(input.cartId, input.update)),
    listShippingOptions: fromPromise<ShippingOption[], { regionId: string }>(({ input }) => api.shippingOptions.listForRegion(input.regionId)),
    addShippingMethod: fromPromise<Cart, { cartId: string; optionId: string }>(({ input }) => api.carts.addShippingMethod(input.cartId, input.optionId)),
    createPaymentSessions: fromPromise<Cart, { cartId: string }>(({ input }) => api.carts.createPaymentSessions(input.cartId)),
    setPaymentSession: fromPromise<Cart, { cartId: string; providerId: string }>(({ input }) =>
      api.carts.setPaymentSession(input.cartId, input.providerId)
    ),
    addLineItem: fromPromise<Cart, { cartId: string; variantId: string; quantity: number }>(({ input }) =>
      api.carts.addLineItem(input.cartId, input.variantId, input.quantity)
    ),
    updateLineItem: fromPromise<Cart, { cartId: string; lineId: string; quantity: number }>(({ input }) =>
      api.carts.updateLineItem(input.cartId, input.lineId, input.quantity)
    ),
    removeLineItem: fromPromise<Cart, { cartId: string; lineId: string }>(({ input }) => api.carts.removeLineItem(input.cartId, input.lineId)),
    applyDiscountCodes: fromPromise<Cart, { cartId: string; codes: string[] }>(({ input }) => api.carts.applyDiscountCodes(input.cartId, input.codes)),
    setGiftCards: fromPromise<Cart, { cartId: string; codes: string[] }>(({ input }) => api.carts.setGiftCards(input.cartId, input.codes)),
    removeDiscountCode: fromPromise<Cart, { cartId: string; code: string }>(({ input }) => api.carts.removeDiscountCode(input.cartId, input.code)),
    completeCart: fromPromise<{ orderId: string; order?: PlacedOrder }, { cartId: string }>(({ input }) => api.carts.complete(input.cartId)),
    /** The next cart: created, then given the customer's missing details; a failed details update keeps the created cart. */
    prepareNextCart: fromPromise<Cart, { regionId: string; customer: Customer }>(async ({ input }) => {
      const cart = await api.carts.create(input.regionId)
      const update = missingDetailsUpdate(cart, input.customer)
      return update ? api.carts.update(cart.id, update).catch(() => cart) : cart
    }),
  }
}
