import { assertEvent, assign, emit, enqueueActions, not, spawnChild } from "xstate"
import { customerCountry, missingDetailsUpdate, regionForCountry, withDiscountCode, withGiftCard, withoutGiftCard } from "./cart.logic"
import { CHECKOUT_PAYMENT_ID, cartSetup } from "./cart.setup"
import { EMPTY_CART, type Cart, type PlacedOrder } from "./cart.types"
import { errorMessage, outputOf } from "../not-provided"
import { placedOrderWithCart } from "./placed-order"

/** Every cart the machine takes is followed by the checkout payment child (forwardCart). */
const replaceWithOutput = [{ type: "replaceCart", params: ({ event }: { event: { output: Cart } }) => ({ cart: event.output }) }, "forwardCart"] as const
/** The completed order: its id and the order itself with the completed cart's details (the confirmation page shows it without another request). */
const placeOrder = {
  type: "rememberOrder",
  params: ({ context, event }: { context: { cart: Cart }; event: { output: { orderId: string; order?: PlacedOrder } } }) => ({
    orderId: event.output.orderId,
    order: event.output.order ? placedOrderWithCart(event.output.order, context.cart) : null,
  }),
} as const
const announceOrder = { type: "orderPlaced", params: ({ event }: { event: { output: { orderId: string } } }) => ({ orderId: event.output.orderId }) } as const
const showConfirmation = { type: "navigate", params: ({ event }: { event: { output: { orderId: string } } }) => ({ to: `/order/confirmed/${event.output.orderId}` }) } as const
const showCart = { type: "navigate", params: { to: "/cart" } } as const
const rememberFailure = { type: "rememberError", params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) } as const

/**
 * The cart flow of approved customers (steps 1-8, in order) and the cart holder.
 * Start it only for approved customers; send ADD_ITEM, UPDATE_ITEM, REMOVE_ITEM, UPDATE_CART,
 * SET_PAYMENT_SESSION, APPLY_CODE, REMOVE_CODE, COMPLETE, PREPARE and RELOAD; read with the selectors in cart.selectors.ts.
 */
export const cartMachine = cartSetup.createMachine({
  id: "cart",
  description: "One current cart for an approved customer, prepared for checkout.",
  context: ({ input }) => ({
    customer: input.customer,
    countryCode: customerCountry(input.customer),
    region: null,
    cart: EMPTY_CART,
    shippingOptions: null,
    nextCart: null,
    preparingNextCart: false,
    orderId: null,
    order: null,
    addingItem: null,
    lastAdded: null,
    error: null,
    codeError: null,
    giftCardError: null,
  }),
  // The checkout payment lives as long as the cart: it follows every cart the machine holds (replaceCart).
  entry: spawnChild("checkoutPayment", { id: CHECKOUT_PAYMENT_ID, systemId: CHECKOUT_PAYMENT_ID, input: ({ context }) => ({ cart: context.cart }) }),
  on: {
    // The next cart (made while the current one is completed) arrives in whatever state the cart is in.
    "xstate.done.actor.prepareNextCart": { actions: [{ type: "keepNextCart", params: ({ event }) => ({ cart: event.output }) }, "forgetNextCartChild"] },
    "xstate.error.actor.prepareNextCart": {
      actions: [{ type: "keepNextCart", params: { cart: null } }, "forgetNextCartChild", { type: "logError", params: { message: "The next cart could not be prepared" } }],
    },
  },
  initial: "resolvingRegion",
  states: {
    resolvingRegion: {
      description: "Step 1: the region of the customer's country.",
      invoke: {
        id: "listRegions",
        src: "listRegions",
        onDone: [
          {
            guard: { type: "regionFound", params: ({ context, event }) => ({ region: regionForCountry(event.output, context.countryCode) }) },
            target: "loadingStoredCart",
            actions: assign({ region: ({ context, event }) => regionForCountry(event.output, context.countryCode) }),
          },
          // Not a failure: the store does not serve the customer's country (data from before countries were checked).
          { target: "unserved" },
        ],
        onError: { target: "failed", actions: rememberFailure },
      },
    },
    loadingStoredCart: {
      description: "Reads the cart id kept in local storage.",
      invoke: {
        id: "readStoredCartId",
        src: "readStoredCartId",
        input: ({ context }) => ({ customerId: context.customer.id }),
        onDone: [
          { guard: { type: "hasStoredCartId", params: ({ event }) => ({ cartId: event.output }) }, target: "retrieving" },
          { target: "creating" },
        ],
        onError: { target: "creating" },
      },
    },
    retrieving: {
      description: "Steps 2-3: the stored cart; missing (404), completed or of another region → a new cart; a completion under way is resumed.",
      invoke: {
        id: "retrieveCart",
        src: "retrieveCart",
        // From the stored id (a done event), or the cart in hand when a write found it placed meanwhile.
        input: ({ context, event }) => ({ cartId: event.type.startsWith("xstate.error.") ? context.cart.id : String(outputOf(event)) }),
        onDone: [
          {
            guard: { type: "hasCompletionUnderWay", params: ({ event }) => ({ cart: event.output }) },
            target: "completing",
            actions: replaceWithOutput,
          },
          {
            guard: { type: "regionMismatch", params: ({ event }) => ({ cart: event.output }) },
            target: "creating",
            actions: ["clearStoredCartId", { type: "logError", params: { message: "Cart region does not match the customer's country: cart reset" } }],
          },
          {
            guard: { type: "cartIsCompleted", params: ({ event }) => ({ cart: event.output }) },
            target: "creating",
            actions: "clearStoredCartId",
          },
          { target: "preparing", actions: replaceWithOutput },
        ],
        onError: [
          { guard: { type: "cartIsMissing", params: ({ event }) => ({ error: event.error }) }, target: "creating", actions: "clearStoredCartId" },
          // A failure that says nothing of the cart (the server busy, the network down) must not lose it: the stored
          // id stays, and RELOAD reads it again.
          { target: "failed", actions: rememberFailure },
        ],
      },
    },
    creating: {
      description: "A new cart for the customer's region; its id is stored.",
      invoke: {
        id: "createCart",
        src: "createCart",
        input: ({ context }) => ({ regionId: context.region?.id ?? "" }),
        onDone: {
          target: "preparing",
          actions: [...replaceWithOutput, { type: "storeCartId", params: ({ event }) => ({ cartId: event.output.id }) }],
        },
        onError: { target: "failed", actions: rememberFailure },
      },
    },
    preparing: {
      description: "Steps 4-6: fill details, add the region's shipping option, create payment sessions.",
      initial: "checkingDetails",
      states: {
        checkingDetails: {
          always: [{ guard: "needsDetails", target: "fillingDetails" }, { target: "checkingShipping" }],
        },
        fillingDetails: {
          description: "Step 4: missing addresses and email from the clinic or the customer.",
          invoke: {
            id: "updateCart",
            src: "updateCart",
            input: ({ context }) => ({ cartId: context.cart.id, update: missingDetailsUpdate(context.cart, context.customer) ?? {} }),
            onDone: { target: "checkingShipping", actions: replaceWithOutput },
            onError: [
              // The cart became an order meanwhile (a completion still under way when the page loaded): read it again,
              // which finds it completed and starts a new cart.
              { guard: { type: "cartWasPlaced", params: ({ event }) => ({ error: event.error }) }, target: "#cart.retrieving" },
              { target: "#cart.failed", actions: rememberFailure },
            ],
          },
        },
        checkingShipping: {
          // Medusa deletes a cart's shipping methods whenever its items change: the method is added once the
          // cart has items, from the region's options listed (once) beforehand.
          always: [
            { guard: "hasShippingMethod", target: "checkingPayment" },
            { guard: "shippingOptionsUnknown", target: "loadingShippingOptions" },
            { guard: "cartIsEmpty", target: "checkingPayment" },
            { guard: "hasNoShippingOption", target: "checkingPayment" },
            { target: "addingShippingMethod" },
          ],
        },
        loadingShippingOptions: {
          description: "Step 5: the shipping options of the customer's region, listed once and kept.",
          invoke: {
            id: "listShippingOptions",
            src: "listShippingOptions",
            input: ({ context }) => ({ regionId: context.region?.id ?? "" }),
            onDone: { target: "checkingShipping", actions: assign({ shippingOptions: ({ event }) => event.output }) },
            onError: { target: "checkingPayment", actions: { type: "logError", params: { message: "Shipping options could not be listed" } } },
          },
        },
        addingShippingMethod: {
          description: "Step 5: the region's first shipping option, in the background once the cart has items.",
          invoke: {
            id: "addShippingMethod",
            src: "addShippingMethod",
            input: ({ context }) => ({ cartId: context.cart.id, optionId: context.shippingOptions?.[0]?.id ?? "" }),
            onDone: { target: "checkingPayment", actions: replaceWithOutput },
            onError: { target: "checkingPayment", actions: { type: "logError", params: { message: "Shipping method could not be added" } } },
          },
        },
        checkingPayment: {
          always: [{ guard: "needsPaymentSessions", target: "creatingPaymentSessions" }, { target: "#cart.active" }],
        },
        creatingPaymentSessions: {
          description: "Step 6: items but no payment sessions; retried every 500 ms until it succeeds.",
          invoke: {
            id: "createPaymentSessions",
            src: "createPaymentSessions",
            input: ({ context }) => ({ cartId: context.cart.id }),
            onDone: { target: "#cart.active", actions: replaceWithOutput },
            onError: { target: "waitingToRetryPaymentSessions" },
          },
        },
        waitingToRetryPaymentSessions: {
          after: { paymentRetry: "creatingPaymentSessions" },
        },
      },
    },
    active: {
      description: "The cart is current; the customer may change it and, once ready (step 7), complete it.",
      on: {
        ADD_ITEM: {
          target: "addingItem",
          actions: ["clearError", { type: "rememberAddingItem", params: ({ event }) => ({ title: event.title ?? "", from: event.from ?? null }) }],
        },
        UPDATE_ITEM: { target: "updatingItem", actions: "clearError" },
        REMOVE_ITEM: { target: "removingItem", actions: "clearError" },
        UPDATE_CART: { target: "updatingCart", actions: "clearError" },
        SET_PAYMENT_SESSION: { target: "settingPaymentSession", actions: "clearError" },
        APPLY_CODE: { target: "applyingCode", actions: ["clearError", "clearCodeError"] },
        REMOVE_CODE: { target: "removingCode", actions: ["clearError", "clearCodeError"] },
        APPLY_GIFT_CARD: { target: "changingGiftCards", actions: ["clearError", "clearGiftCardError"] },
        REMOVE_GIFT_CARD: { target: "changingGiftCards", actions: ["clearError", "clearGiftCardError"] },
        COMPLETE: { guard: "isReadyToComplete", target: "completing", actions: "clearError" },
        PREPARE: { guard: not("isReadyToComplete"), target: "preparing" },
        RELOAD: "loadingStoredCart",
      },
    },
    addingItem: {
      invoke: {
        id: "addLineItem",
        src: "addLineItem",
        input: ({ context, event }) => {
          assertEvent(event, "ADD_ITEM")
          return { cartId: context.cart.id, variantId: event.variantId, quantity: event.quantity }
        },
        // Once the line is in the cart the shopper is taken to the cart page, which names the item and leads back.
        onDone: {
          target: "preparing",
          actions: [...replaceWithOutput, "confirmAddedItem", emit({ type: "itemAdded" as const }), showCart],
        },
        // A refused item keeps the shopper on the page; it is logged only (itemNotAdded), no message shown.
        onError: {
          target: "active",
          actions: [
            { type: "rememberAddingItem", params: null },
            { type: "logError", params: ({ event }) => ({ message: `Adding the item failed: ${String(event.error)}` }) },
            emit(({ event }) => ({ type: "itemNotAdded" as const, message: errorMessage(event.error) })),
          ],
        },
      },
    },
    updatingItem: {
      invoke: {
        id: "updateLineItem",
        src: "updateLineItem",
        input: ({ context, event }) => {
          assertEvent(event, "UPDATE_ITEM")
          return { cartId: context.cart.id, lineId: event.lineId, quantity: event.quantity }
        },
        onDone: { target: "preparing", actions: replaceWithOutput },
        onError: { target: "active", actions: rememberFailure },
      },
    },
    removingItem: {
      invoke: {
        id: "removeLineItem",
        src: "removeLineItem",
        input: ({ context, event }) => {
          assertEvent(event, "REMOVE_ITEM")
          return { cartId: context.cart.id, lineId: event.lineId }
        },
        onDone: { target: "preparing", actions: replaceWithOutput },
        onError: { target: "active", actions: rememberFailure },
      },
    },
    updatingCart: {
      invoke: {
        id: "updateCart",
        src: "updateCart",
        input: ({ context, event }) => {
          assertEvent(event, "UPDATE_CART")
          return { cartId: context.cart.id, update: event.update }
        },
        onDone: { target: "preparing", actions: replaceWithOutput },
        onError: { target: "active", actions: rememberFailure },
      },
    },
    settingPaymentSession: {
      invoke: {
        id: "setPaymentSession",
        src: "setPaymentSession",
        input: ({ context, event }) => {
          assertEvent(event, "SET_PAYMENT_SESSION")
          return { cartId: context.cart.id, providerId: event.providerId }
        },
        onDone: { target: "active", actions: replaceWithOutput },
        onError: { target: "active", actions: rememberFailure },
      },
    },
    applyingCode: {
      description: "A discount code joins the cart's codes; a refusal (the server's reason, naming the code) is shown by the code field.",
      invoke: {
        id: "applyDiscountCodes",
        src: "applyDiscountCodes",
        input: ({ context, event }) => {
          assertEvent(event, "APPLY_CODE")
          return { cartId: context.cart.id, codes: withDiscountCode(context.cart, event.code) }
        },
        onDone: { target: "preparing", actions: replaceWithOutput },
        onError: { target: "active", actions: { type: "rememberCodeError", params: ({ event }) => ({ error: event.error }) } },
      },
    },
    removingCode: {
      description: "A discount code leaves the cart.",
      invoke: {
        id: "removeDiscountCode",
        src: "removeDiscountCode",
        input: ({ context, event }) => {
          assertEvent(event, "REMOVE_CODE")
          return { cartId: context.cart.id, code: event.code }
        },
        onDone: { target: "preparing", actions: replaceWithOutput },
        onError: { target: "active", actions: { type: "rememberCodeError", params: ({ event }) => ({ error: event.error }) } },
      },
    },
    changingGiftCards: {
      description: "A gift card is redeemed on the cart or taken off; a refusal (the server's reason, naming the code) is shown by the gift card field.",
      invoke: {
        id: "setGiftCards",
        src: "setGiftCards",
        input: ({ context, event }) => {
          assertEvent(event, ["APPLY_GIFT_CARD", "REMOVE_GIFT_CARD"])
          const codes = event.type === "APPLY_GIFT_CARD" ? withGiftCard(context.cart, event.code) : withoutGiftCard(context.cart, event.code)
          return { cartId: context.cart.id, codes }
        },
        onDone: { target: "preparing", actions: replaceWithOutput },
        onError: { target: "active", actions: { type: "rememberGiftCardError", params: ({ event }) => ({ error: event.error }) } },
      },
    },
    completing: {
      description: "Step 8: the order is placed while the next cart is made; then /order/confirmed/{id}.",
      entry: enqueueActions(({ context, enqueue, check }) => {
        if (check("hasNextCart") || check("isPreparingNextCart")) return
        enqueue.assign({ preparingNextCart: true })
        enqueue.spawnChild("prepareNextCart", { id: "prepareNextCart", input: { regionId: context.region?.id ?? "", customer: context.customer } })
      }),
      invoke: {
        id: "completeCart",
        src: "completeCart",
        input: ({ context }) => ({ cartId: context.cart.id }),
        onDone: [
          {
            guard: "hasNextCart",
            target: "preparing",
            actions: [
              placeOrder,
              announceOrder,
              { type: "replaceCart", params: ({ context }) => ({ cart: context.nextCart ?? EMPTY_CART }) },
              "forwardCart",
              { type: "keepNextCart", params: { cart: null } },
              { type: "storeCartId", params: ({ context }) => ({ cartId: context.cart.id }) },
              showConfirmation,
            ],
          },
          {
            guard: "isPreparingNextCart",
            target: "awaitingNextCart",
            actions: [placeOrder, announceOrder, { type: "replaceCart", params: { cart: EMPTY_CART } }, "forwardCart", "clearStoredCartId", showConfirmation],
          },
          { target: "creating", actions: [placeOrder, announceOrder, { type: "replaceCart", params: { cart: EMPTY_CART } }, "forwardCart", "clearStoredCartId", showConfirmation] },
        ],
        // A refused completion is a one-off notice for the checkout ("Place order" tries again).
        onError: { target: "active", actions: [rememberFailure, emit(({ event }) => ({ type: "completionRefused" as const, message: errorMessage(event.error), error: event.error }))] },
      },
    },
    awaitingNextCart: {
      description: "The order is placed; the next cart, still being made in the background, becomes the current one.",
      on: {
        "xstate.done.actor.prepareNextCart": {
          target: "preparing",
          actions: [
            { type: "replaceCart", params: ({ event }) => ({ cart: event.output }) },
            "forwardCart",
            { type: "keepNextCart", params: { cart: null } },
            "forgetNextCartChild",
            { type: "storeCartId", params: ({ event }) => ({ cartId: event.output.id }) },
          ],
        },
        "xstate.error.actor.prepareNextCart": {
          target: "creating",
          actions: [{ type: "keepNextCart", params: { cart: null } }, "forgetNextCartChild", { type: "logError", params: { message: "The next cart could not be prepared" } }],
        },
      },
    },
    unserved: {
      description: "No region serves the customer's country: there is no cart to make; RELOAD starts again from the region (after the country changed).",
      on: { RELOAD: { target: "resolvingRegion", actions: "clearError" } },
    },
    failed: {
      description: "The cart could not be prepared; RELOAD starts again from the region.",
      on: { RELOAD: { target: "resolvingRegion", actions: "clearError" } },
    },
  },
})
