import { assertEvent, assign, emit, setup } from "xstate"
import type { Cart } from "./cart/cart.types"
import { errorMessage, notProvided } from "./not-provided"

/** Medusa's card payment provider id (medusa-payment-stripe). */
const CARD_PROVIDER_ID = "stripe"

/** Input: the cart as the cart machine holds it. */
export interface CheckoutPaymentInput {
  cart: Cart
}

/** Context of the checkout payment machine. */
export interface CheckoutPaymentContext {
  cart: Cart
  /** The card provider's client secret, from the payment session data. */
  clientSecret: string | null
  /** The mounted card element (the provider's own object; the machine only hands it to `confirmCardPayment`). */
  cardElement: unknown
  error: string | null
}

/** Events of the checkout payment machine. */
export type CheckoutPaymentEvent =
  | { type: "SELECT_PROVIDER"; providerId: string }
  | { type: "CART_UPDATED"; cart: Cart }
  | { type: "CARD_READY"; cardElement: unknown }
  | { type: "SUBMIT" }

/** One-off notices for a view listening with `actor.on(type, …)`. */
export type CheckoutPaymentEmitted = { type: "cardDeclined"; message: string }

/** What `confirmCardPayment` receives. */
export interface CardConfirmation {
  clientSecret: string
  cardElement: unknown
}

/** The client secret of the cart's selected card session, if any. */
export function clientSecretOf(cart: Cart): string | null {
  const secret = cart.payment_session?.data?.client_secret
  return typeof secret === "string" && secret.length > 0 ? secret : null
}

/** The provider chosen for a cart that has sessions but none selected: the first that is not the card, else the first. */
export function defaultProviderOf(cart: Cart): string | null {
  const sessions = cart.payment_sessions ?? []
  return (sessions.find((s) => s.provider_id !== CARD_PROVIDER_ID) ?? sessions[0])?.provider_id ?? null
}

const selectProvider = {
  target: "#checkoutPayment.selectingProvider",
  actions: [
    "clearError",
    {
      type: "requestPaymentSession",
      params: ({ event }: { event: CheckoutPaymentEvent }) => {
        assertEvent(event, "SELECT_PROVIDER")
        return { providerId: event.providerId }
      },
    },
  ],
} as const
const cartUpdated = {
  target: "#checkoutPayment.deciding",
  actions: "takeCart",
} as const

/**
 * Checkout payment, a child of the cart actor: with the manual provider the order is placed at once; with the
 * card provider its script is loaded (`loadCardProvider`) and the card confirmed (`confirmCardPayment`) with the
 * client secret from the payment session data and the mounted card element. The cart stays the only cart holder:
 * selecting a provider asks it (`requestPaymentSession`), the new cart comes back as CART_UPDATED, and at
 * `authorized` the cart is asked to complete (`paymentAuthorized`).
 */
export const checkoutPaymentMachine = setup({
  types: {
    context: {} as CheckoutPaymentContext,
    events: {} as CheckoutPaymentEvent,
    input: {} as CheckoutPaymentInput,
    emitted: {} as CheckoutPaymentEmitted,
  },
  actors: {
    /** Loads the card provider's script (lazily). */
    loadCardProvider: notProvided<void>("loadCardProvider"),
    /** Confirms the card payment with the client secret and the mounted card element. */
    confirmCardPayment: notProvided<void, CardConfirmation>("confirmCardPayment"),
  },
  guards: {
    hasNoSession: ({ context }) => !context.cart.payment_session,
    /** Sessions exist but none is selected: one is chosen without asking (the store offers one provider per kind). */
    hasSessionsToChooseFrom: ({ context }) => defaultProviderOf(context.cart) !== null,
    usesCardProvider: ({ context }) => context.cart.payment_session?.provider_id === CARD_PROVIDER_ID,
    hasClientSecret: ({ context }) => clientSecretOf(context.cart) !== null,
    hasCardElement: ({ context }) => context.cardElement !== null,
  },
  actions: {
    takeCart: assign({
      cart: ({ event }) => {
        assertEvent(event, "CART_UPDATED")
        return event.cart
      },
    }),
    clearError: assign({ error: null }),
    /** Injected (by the cart): sets the payment session of the cart. */
    requestPaymentSession: (_, _params: { providerId: string }) => {},
    /** Injected (by the cart): completes the cart. */
    paymentAuthorized: () => {},
  },
}).createMachine({
  id: "checkoutPayment",
  description: "Choosing and authorising the payment of the current cart.",
  context: ({ input }) => ({ cart: input.cart, clientSecret: null, cardElement: null, error: null }),
  initial: "deciding",
  states: {
    deciding: {
      description: "Transient: which provider the cart's payment session uses.",
      always: [
        { guard: "hasNoSession", target: "choosingProvider" },
        { guard: "usesCardProvider", target: "card" },
        { target: "manual" },
      ],
    },
    choosingProvider: {
      description: "No session selected: once the cart has sessions, the default provider is selected.",
      tags: ["busy"],
      always: {
        guard: "hasSessionsToChooseFrom",
        target: "selectingProvider",
        actions: ["clearError", { type: "requestPaymentSession", params: ({ context }) => ({ providerId: defaultProviderOf(context.cart) ?? "" }) }],
      },
      on: { SELECT_PROVIDER: selectProvider, CART_UPDATED: cartUpdated },
    },
    selectingProvider: {
      description: "Waiting for the cart machine to set the payment session.",
      tags: ["busy"],
      on: { CART_UPDATED: cartUpdated },
    },
    manual: {
      description: "Manual payment: nothing to collect.",
      tags: ["needs-input"],
      on: { SUBMIT: "authorized", SELECT_PROVIDER: selectProvider, CART_UPDATED: cartUpdated },
    },
    card: {
      initial: "checkingSecret",
      on: {
        SELECT_PROVIDER: selectProvider,
        // The element may mount before or after the script has loaded.
        CARD_READY: { actions: assign({ cardElement: ({ event }) => event.cardElement }) },
      },
      states: {
        checkingSecret: {
          always: [
            { guard: "hasClientSecret", target: "loadingProvider", actions: assign({ clientSecret: ({ context }) => clientSecretOf(context.cart) }) },
            { target: "#checkoutPayment.failed", actions: assign({ error: "The card payment session has no client secret" }) },
          ],
        },
        loadingProvider: {
          tags: ["busy"],
          invoke: {
            id: "loadCardProvider",
            src: "loadCardProvider",
            onDone: "awaitingDetails",
            onError: { target: "#checkoutPayment.failed", actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
          },
        },
        awaitingDetails: {
          description: "The card element is shown; SUBMIT is taken once it has mounted (CARD_READY).",
          tags: ["needs-input"],
          on: {
            SUBMIT: { guard: "hasCardElement", target: "confirming", actions: assign({ error: null }) },
            CART_UPDATED: cartUpdated,
          },
        },
        confirming: {
          tags: ["busy"],
          invoke: {
            id: "confirmCardPayment",
            src: "confirmCardPayment",
            input: ({ context }) => ({ clientSecret: context.clientSecret ?? "", cardElement: context.cardElement }),
            onDone: "#checkoutPayment.authorized",
            onError: {
              target: "awaitingDetails",
              actions: [assign({ error: ({ event }) => errorMessage(event.error) }), emit(({ event }) => ({ type: "cardDeclined" as const, message: errorMessage(event.error) }))],
            },
          },
        },
      },
    },
    failed: {
      description: "The card provider could not be used; another provider may be chosen.",
      on: { SELECT_PROVIDER: selectProvider, CART_UPDATED: cartUpdated },
    },
    authorized: {
      description: "Payment authorised: the cart is completed by the cart machine (a refused completion is tried again from the cart).",
      tags: ["busy"],
      entry: "paymentAuthorized",
      on: { CART_UPDATED: cartUpdated },
    },
  },
})
