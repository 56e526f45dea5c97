import { assign, setup } from "xstate"
import type { Cart } from "./cart/cart.types"
import { errorMessage, notProvided } from "./not-provided"

/** Medusa's card payment provider id (medusa-payment-stripe). */
export const CARD_PROVIDER_ID = "stripe"

/** Input: the cart as the cart machine holds it. */
export interface CheckoutPaymentInput {
  cart: Cart
}

/** Context of the checkout payment machine. */
export interface CheckoutPaymentContext {
  cart: Cart
  /** The card provider's client secret, from the payment session data. */
  clientSecret: string | null
  error: string | null
}

/** Events of the checkout payment machine. */
export type CheckoutPaymentEvent =
  | { type: "SELECT_PROVIDER"; providerId: string }
  | { type: "CART_UPDATED"; cart: Cart }
  | { type: "SUBMIT" }

/** The client secret of the cart's selected card session, if any. */
export function clientSecretOf(cart: Cart): string | null {
  const secret = cart.payment_session?.data?.client_secret
  return typeof secret === "string" && secret.length > 0 ? secret : null
}

const selectProvider = {
  target: "#checkoutPayment.selectingProvider",
  actions: [
    "clearError",
    { type: "requestPaymentSession", params: ({ event }: { event: CheckoutPaymentEvent }) => ({ providerId: (event as { providerId: string }).providerId }) },
  ],
} as const
const cartUpdated = {
  target: "#checkoutPayment.deciding",
  actions: "takeCart",
} as const

/**
 * Checkout payment: with the manual provider the order is placed at once; with the
 * card provider its script is loaded and the card confirmed with the client secret from the payment
 * session data. The cart machine stays the only cart holder: selecting a provider asks it
 * (`requestPaymentSession`) and the new cart comes back as CART_UPDATED. At `authorized` the
 * provider sends COMPLETE to the cart (`paymentAuthorized`).
 */
export const checkoutPaymentMachine = setup({
  types: {
    context: {} as CheckoutPaymentContext,
    events: {} as CheckoutPaymentEvent,
    input: {} as CheckoutPaymentInput,
  },
  actors: {
    /** Loads the card provider's script (lazily, `@stripe/stripe-js/pure`). */
    loadCardProvider: notProvided<void>("loadCardProvider"),
    /** Confirms the card payment with the client secret (card details come from the mounted element). */
    confirmCardPayment: notProvided<void, { clientSecret: string }>("confirmCardPayment"),
  },
  guards: {
    hasNoSession: ({ context }) => !context.cart.payment_session,
    usesCardProvider: ({ context }) => context.cart.payment_session?.provider_id === CARD_PROVIDER_ID,
    hasClientSecret: ({ context }) => clientSecretOf(context.cart) !== null,
  },
  actions: {
    takeCart: assign({ cart: ({ event }) => (event as Extract<CheckoutPaymentEvent, { type: "CART_UPDATED" }>).cart }),
    clearError: assign({ error: null }),
    /** Injected: forwards SET_PAYMENT_SESSION to the cart machine. */
    requestPaymentSession: (_, _params: { providerId: string }) => {},
    /** Injected: sends COMPLETE to the cart machine. */
    paymentAuthorized: () => {},
  },
}).createMachine({
  id: "checkoutPayment",
  description: "Choosing and authorising the payment of the current cart.",
  context: ({ input }) => ({ cart: input.cart, clientSecret: null, error: null }),
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
      on: { SELECT_PROVIDER: selectProvider, CART_UPDATED: cartUpdated },
    },
    selectingProvider: {
      description: "Waiting for the cart machine to set the payment session.",
      on: { CART_UPDATED: cartUpdated },
    },
    manual: {
      description: "Manual payment: nothing to collect.",
      on: { SUBMIT: "authorized", SELECT_PROVIDER: selectProvider, CART_UPDATED: cartUpdated },
    },
    card: {
      initial: "checkingSecret",
      on: { SELECT_PROVIDER: selectProvider },
      states: {
        checkingSecret: {
          always: [
            { guard: "hasClientSecret", target: "loadingProvider", actions: assign({ clientSecret: ({ context }) => clientSecretOf(context.cart) }) },
            { target: "#checkoutPayment.failed", actions: assign({ error: "The card payment session has no client secret" }) },
          ],
        },
        loadingProvider: {
          invoke: {
            id: "loadCardProvider",
            src: "loadCardProvider",
            onDone: "awaitingDetails",
            onError: { target: "#checkoutPayment.failed", actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
          },
        },
        awaitingDetails: {
          description: "The card element is shown.",
          on: { SUBMIT: { target: "confirming", actions: assign({ error: null }) }, CART_UPDATED: cartUpdated },
        },
        confirming: {
          invoke: {
            id: "confirmCardPayment",
            src: "confirmCardPayment",
            input: ({ context }) => ({ clientSecret: context.clientSecret ?? "" }),
            onDone: "#checkoutPayment.authorized",
            onError: { target: "awaitingDetails", actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
          },
        },
      },
    },
    failed: {
      description: "The card provider could not be used; another provider may be chosen.",
      on: { SELECT_PROVIDER: selectProvider, CART_UPDATED: cartUpdated },
    },
    authorized: {
      type: "final",
      description: "Payment authorised: the cart is completed by the cart machine.",
      entry: "paymentAuthorized",
    },
  },
})
