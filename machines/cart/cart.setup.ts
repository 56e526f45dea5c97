import { assign, sendParent, sendTo, setup, stopChild, type AnyActorRef } from "xstate"
import { checkoutPaymentMachine } from "../checkout-payment.machine"
import { errorMessage, notProvided } from "../not-provided"
import { hasShippingMethod, isCompleted, missingDetailsUpdate, needsPaymentSessions } from "./cart.logic"
import { isReadyToComplete } from "./cart.logic"
import type { Customer } from "../domain.types"
import type { AddedItem, Cart, CartContext, CartEvent, CartInput, CartUpdate, PlacedOrder, Region, ShippingOption } from "./cart.types"

/** The id and system id of the checkout payment child. */
export const CHECKOUT_PAYMENT_ID = "checkoutPayment"

/** What the background `prepareNextCart` child (spawned, so not typed by an invoke) sends back. */
type NextCartEvent = { type: "xstate.done.actor.prepareNextCart"; output: Cart } | { type: "xstate.error.actor.prepareNextCart"; error: unknown }

/**
 * One-off notices for a view listening with `cartRef.on(type, …)`: a refused completion; an item added (the machine
 * then takes the shopper to `/cart`, which names it: `lastAdded`) or refused (the shopper stays and is told why).
 */
export type CartEmitted =
  | { type: "completionRefused"; message: string; error: unknown }
  | { type: "itemAdded" }
  | { type: "itemNotAdded"; message: string }

/**
 * The checkout payment child of the cart: what it asks of the cart (a payment session, the completion) goes to its
 * parent, so nothing outside the actor system forwards events between the two.
 */
export const cartPaymentMachine = checkoutPaymentMachine.provide({
  actions: {
    requestPaymentSession: sendParent((_, params: { providerId: string }) => ({ type: "SET_PAYMENT_SESSION", providerId: params.providerId })),
    paymentAuthorized: sendParent({ type: "COMPLETE" }),
  },
})

/**
 * The cart machine's typed services, guards, actions and delays. Kept apart from the state chart
 * (cart.machine.ts) so each file stays small; the chart reads as the cart flow, step by step.
 */
export const cartSetup = setup({
  types: {
    context: {} as CartContext,
    events: {} as CartEvent | NextCartEvent,
    input: {} as CartInput,
    emitted: {} as CartEmitted,
  },
  actors: {
    /** The checkout payment of the current cart (spawned with the cart; card services provided by the storefront). */
    checkoutPayment: cartPaymentMachine,
    /** `GET /store/regions`. */
    listRegions: notProvided<Region[]>("listRegions"),
    /** Reads the cart id kept in local storage (null when none). */
    readStoredCartId: notProvided<string | null, { customerId: string }>("readStoredCartId"),
    /** `GET /store/carts/{id}`; rejects when the cart is missing. */
    retrieveCart: notProvided<Cart, { cartId: string }>("retrieveCart"),
    /** `POST /store/carts` with `{ region_id }`. */
    createCart: notProvided<Cart, { regionId: string }>("createCart"),
    /** `POST /store/carts/{id}` with addresses and email. */
    updateCart: notProvided<Cart, { cartId: string; update: CartUpdate }>("updateCart"),
    /** `GET /store/shipping-options?region_id=`. */
    listShippingOptions: notProvided<ShippingOption[], { regionId: string }>("listShippingOptions"),
    /** `POST /store/carts/{id}/shipping-methods` with `{ option_id }`. */
    addShippingMethod: notProvided<Cart, { cartId: string; optionId: string }>("addShippingMethod"),
    /** `POST /store/carts/{id}/payment-sessions` (with an idempotency key). */
    createPaymentSessions: notProvided<Cart, { cartId: string }>("createPaymentSessions"),
    /** `POST /store/carts/{id}/payment-session` with `{ provider_id }`. */
    setPaymentSession: notProvided<Cart, { cartId: string; providerId: string }>("setPaymentSession"),
    /** `POST /store/carts/{id}/line-items` (sent without credentials: the cart id is the key). */
    addLineItem: notProvided<Cart, { cartId: string; variantId: string; quantity: number }>("addLineItem"),
    /** `POST /store/carts/{id}/line-items/{line_id}`. */
    updateLineItem: notProvided<Cart, { cartId: string; lineId: string; quantity: number }>("updateLineItem"),
    /** `DELETE /store/carts/{id}/line-items/{line_id}`. */
    removeLineItem: notProvided<Cart, { cartId: string; lineId: string }>("removeLineItem"),
    /** `POST /store/carts/{id}` with `{ discounts: [{ code }] }`: every code the cart is to hold (the list replaces the cart's). */
    applyDiscountCodes: notProvided<Cart, { cartId: string; codes: string[] }>("applyDiscountCodes"),
    /** `POST /store/carts/{id}` with `{ gift_cards: [{ code }] }`: every gift card the cart is to hold (the list replaces the cart's). */
    setGiftCards: notProvided<Cart, { cartId: string; codes: string[] }>("setGiftCards"),
    /** `DELETE /store/carts/{id}/discounts/{code}`. */
    removeDiscountCode: notProvided<Cart, { cartId: string; code: string }>("removeDiscountCode"),
    /** `POST /store/carts/{id}/complete`; answers the order (and its id). */
    completeCart: notProvided<{ orderId: string; order?: PlacedOrder }, { cartId: string }>("completeCart"),
    /**
     * The next cart, made in the background while the current one is completed: `POST /store/carts`, then
     * `POST /store/carts/{id}` with the customer's missing details (as step 4). Answers the created cart
     * even when only the details failed (the preparation fills them again).
     */
    prepareNextCart: notProvided<Cart, { regionId: string; customer: Customer }>("prepareNextCart"),
  },
  guards: {
    /**
     * Injected: whether a completion of this cart was started and never ended (the page was reloaded or closed
     * during "Place order"); it is resumed, never started anew. Default: none.
     */
    hasCompletionUnderWay: (_, _params: { cart: Cart }) => false,
    regionFound: (_, params: { region: Region | null }) => params.region !== null,
    hasStoredCartId: (_, params: { cartId: string | null }) => Boolean(params.cartId),
    cartIsCompleted: (_, params: { cart: Cart }) => isCompleted(params.cart),
    /** The stored cart is gone, or is not the customer's (404): a new cart is made. Any other failure keeps it. */
    cartIsMissing: (_, params: { error: unknown }) => (params.error as { status?: unknown } | null)?.status === 404,
    /** The server refused a write because the cart was placed as an order (409 naming the order). */
    cartWasPlaced: (_, params: { error: unknown }) => {
      const error = params.error as { status?: unknown; message?: unknown } | null
      return error?.status === 409 && /placed as order/i.test(String(error?.message ?? ""))
    },
    regionMismatch: ({ context }, params: { cart: Cart }) => params.cart.region_id !== context.region?.id,
    needsDetails: ({ context }) => missingDetailsUpdate(context.cart, context.customer) !== null,
    hasShippingMethod: ({ context }) => hasShippingMethod(context.cart),
    shippingOptionsUnknown: ({ context }) => context.shippingOptions === null,
    hasNoShippingOption: ({ context }) => (context.shippingOptions?.length ?? 0) === 0,
    cartIsEmpty: ({ context }) => context.cart.items.length === 0,
    hasNextCart: ({ context }) => context.nextCart !== null,
    isPreparingNextCart: ({ context }) => context.preparingNextCart,
    needsPaymentSessions: ({ context }) => needsPaymentSessions(context.cart),
    isReadyToComplete: ({ context }) => isReadyToComplete(context.cart),
  },
  actions: {
    /** Injected: keeps the cart id in local storage under the one fixed key. */
    storeCartId: (_, _params: { cartId: string }) => {},
    /** Injected: forgets the stored cart id. */
    clearStoredCartId: () => {},
    /** Injected: an order was placed (the orders list it belongs to is out of date). */
    orderPlaced: (_, _params: { orderId: string }) => {},
    /** Injected: client-side navigation. */
    navigate: (_, _params: { to: string }) => {},
    /** Injected: logs a failure nobody is shown. */
    logError: (_, _params: { message: string }) => {},
    /** Cart holder: replaces the cart with the one in a response. */
    replaceCart: assign({ cart: (_, params: { cart: Cart }) => params.cart }),
    /** Tells the checkout payment child the cart it follows (always right after replaceCart). */
    forwardCart: sendTo(
      // Without the child (it stopped, or a test runs the chart alone) the notice goes to the cart, which ignores it.
      ({ system }: { system: { get: (id: string) => AnyActorRef | undefined } }) => system.get(CHECKOUT_PAYMENT_ID) as AnyActorRef,
      ({ context }: { context: CartContext }) => ({ type: "CART_UPDATED", cart: context.cart })
    ),
    /** The completed order (its id and the order the completion answered); the item added last belongs to it. */
    rememberOrder: assign((_, params: { orderId: string; order: PlacedOrder | null }) => ({ orderId: params.orderId, order: params.order, lastAdded: null })),
    /** Keeps the next cart made in the background (null once it is taken). */
    keepNextCart: assign((_, params: { cart: Cart | null }) => ({ nextCart: params.cart, preparingNextCart: false })),
    /** The background child has answered: it is gone (stopping it says so to the snapshot as well). */
    forgetNextCartChild: stopChild("prepareNextCart"),
    /** The item an ADD_ITEM is adding (null once refused). */
    rememberAddingItem: assign({ addingItem: (_, params: AddedItem | null) => params }),
    /** The line is in the cart: the item being added is the one the cart page names. */
    confirmAddedItem: assign(({ context }) => ({ lastAdded: context.addingItem, addingItem: null })),
    rememberError: assign({ error: (_, params: { error: unknown }) => errorMessage(params.error) }),
    clearError: assign({ error: null }),
    /** The server's reason for refusing a discount code, shown next to the code field. */
    rememberCodeError: assign({ codeError: (_, params: { error: unknown }) => errorMessage(params.error) }),
    clearCodeError: assign({ codeError: null }),
    /** The server's reason for refusing a gift card, shown next to the gift card field. */
    rememberGiftCardError: assign({ giftCardError: (_, params: { error: unknown }) => errorMessage(params.error) }),
    clearGiftCardError: assign({ giftCardError: null }),
  },
  delays: {
    /** Seed step 6: payment-session creation is retried every 500 ms. */
    paymentRetry: 500,
  },
})
