import type { ActorRefFrom, SnapshotFrom } from "xstate"
import type { checkoutPaymentMachine } from "../checkout-payment.machine"
import type { cartMachine } from "./cart.machine"
import { discountCodes, giftCardCodes, isReadyToComplete } from "./cart.logic"
import type { Cart } from "./cart.types"

export { isReadyToComplete }

/** Total item count: the sum of the quantities, 0 when there are no items. */
export function itemCount(cart: Cart): number {
  return cart.items.reduce((sum, item) => sum + item.quantity, 0)
}

type CartSnapshot = SnapshotFrom<typeof cartMachine>

/** Selectors for `useSelector(cartRef, selector)`. */
export const cartSelectors = {
  cart: (snapshot: CartSnapshot) => snapshot.context.cart,
  itemCount: (snapshot: CartSnapshot) => itemCount(snapshot.context.cart),
  isReadyToComplete: (snapshot: CartSnapshot) => isReadyToComplete(snapshot.context.cart),
  /** The customer's country when no region serves it (the store does not deliver there), else null. */
  unservedCountry: (snapshot: CartSnapshot) => (snapshot.matches("unserved") ? snapshot.context.countryCode : null),
  region: (snapshot: CartSnapshot) => snapshot.context.region,
  error: (snapshot: CartSnapshot) => snapshot.context.error,
  /** The discount codes applied to the cart. */
  discountCodes: (snapshot: CartSnapshot) => discountCodes(snapshot.context.cart),
  /** Why the server refused the last code applied or removed (its message names the code), or null. */
  codeError: (snapshot: CartSnapshot) => snapshot.context.codeError,
  giftCardCodes: (snapshot: CartSnapshot) => giftCardCodes(snapshot.context.cart),
  giftCardError: (snapshot: CartSnapshot) => snapshot.context.giftCardError,
  /** True while a discount code is being applied or removed. */
  isChangingCode: (snapshot: CartSnapshot) => snapshot.matches("applyingCode") || snapshot.matches("removingCode"),
  orderId: (snapshot: CartSnapshot) => snapshot.context.orderId,
  /** The last order placed, as the completion answered it (null before any). */
  order: (snapshot: CartSnapshot) => snapshot.context.order,
  /** The item added last (its title and the page it came from), named on `/cart`; null before any and after an order. */
  lastAdded: (snapshot: CartSnapshot) => snapshot.context.lastAdded,
  /** True while the cart is idle and accepts changes. */
  isActive: (snapshot: CartSnapshot) => snapshot.matches("active"),
  /** True while the flow prepares the cart (region, retrieval, addresses, shipping, payment sessions). */
  isPreparing: (snapshot: CartSnapshot) =>
    snapshot.matches("resolvingRegion") ||
    snapshot.matches("loadingStoredCart") ||
    snapshot.matches("retrieving") ||
    snapshot.matches("creating") ||
    snapshot.matches("preparing") ||
    snapshot.matches("awaitingNextCart"),
  isCompleting: (snapshot: CartSnapshot) => snapshot.matches("completing"),
  hasFailed: (snapshot: CartSnapshot) => snapshot.matches("failed"),
  /** The cart has answered the last change: idle again, or failed (then `error` or the failure says why). */
  isSettled: (snapshot: CartSnapshot) => snapshot.matches("active") || snapshot.matches("failed"),
  /** The checkout payment child (it lives as long as the cart). */
  checkoutPayment: (snapshot: CartSnapshot) => snapshot.children.checkoutPayment as ActorRefFrom<typeof checkoutPaymentMachine> | undefined,
} as const
