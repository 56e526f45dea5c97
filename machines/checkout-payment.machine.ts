import { assertEvent, assign, emit, setup } from "xstate"
import type { Cart } from "./cart/cart.types"
import { errorMessage, notProvided, outputOf } from "./not-provided"

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
  /** The loaded card provider (Stripe.js's object; the view mounts the Payment Element with it, the services use it). */
  provider: unknown
  /** The mounted Payment Element's elements (the provider's own object; handed to `confirmCardPayment`). */
  cardElement: unknown
  /** The Payment Element says the chosen method is complete (a card typed whole, a wallet or MobilePay chosen). */
  cardComplete: boolean
  error: string | null
}

/** Events of the checkout payment machine. */
export type CheckoutPaymentEvent =
  | { type: "SELECT_PROVIDER"; providerId: string }
  | { type: "CART_UPDATED"; cart: Cart }
  /** The view's Payment Element can take input (its `onReady`), with the elements it was created in. */
  | { type: "CARD_READY"; cardElement: unknown }
  /** The Payment Element changed (its `onChange`): whether the chosen method's details are complete. */
  | { type: "CARD_CHANGED"; complete: boolean }
  /** The Payment Element could not load (its `onLoadError`). */
  | { type: "CARD_LOAD_FAILED"; message: string }
  | { type: "SUBMIT" }
  | { type: "RETRY" }

/** One-off notices for a view listening with `actor.on(type, …)`. */
export type CheckoutPaymentEmitted = { type: "cardDeclined"; message: string }

/** What `confirmCardPayment` receives. */
export interface CardConfirmation {
  provider: unknown
  clientSecret: string
  cardElement: unknown
}

/** What `authenticateCard` (3-D Secure) receives. */
export interface CardAuthentication {
  provider: unknown
  clientSecret: string
}

/** What `readCardIntent` receives: the intent is read as it is now (a reload may have left it half confirmed). */
export type CardIntentRead = CardAuthentication

/** The payment intent's status after a card service: `requires_action` asks for 3-D Secure. */
export interface CardResult {
  status: string
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
/** A new cart paid by the same card session (details saved meanwhile) keeps the mounted card and what was typed. */
const cartUpdatedInCard = [{ guard: "sameCardSession", actions: "takeCart" }, cartUpdated] as const
/** Intent statuses in which the card is authorised (manual capture) or already charged. */
const AUTHORISED_STATUSES = new Set(["requires_capture", "succeeded", "processing"])

const declined = {
  target: "#checkoutPayment.card.mounted.declined",
  actions: ["rememberDecline", "noticeDecline"],
} as const

/**
 * Checkout payment, a child of the cart actor: with the manual provider (an invoice) the order is placed at once;
 * with the card provider (Stripe: cards, wallets, MobilePay) the machine keeps the payment's states and does its
 * work through injected actors: loads the provider's script (`loadCardProvider`); while `card.mounted` the view
 * shows Stripe's Payment Element with the provider and the client secret and reports it (CARD_READY,
 * CARD_CHANGED, CARD_LOAD_FAILED); SUBMIT with a complete method confirms the payment intent
 * (`confirmCardPayment`), 3-D Secure runs when the intent still requires an action (`authenticateCard`), and on a
 * decline the machine waits for other details and a new SUBMIT. The cart stays the only cart holder: selecting a provider asks it
 * (`requestPaymentSession`), the new cart comes back as CART_UPDATED, and at `authorized` the cart is asked to
 * complete (`paymentAuthorized`).
 */
export const checkoutPaymentMachine = setup({
  types: {
    context: {} as CheckoutPaymentContext,
    events: {} as CheckoutPaymentEvent,
    input: {} as CheckoutPaymentInput,
    emitted: {} as CheckoutPaymentEmitted,
  },
  actors: {
    /** Loads the card provider's script (lazily) and answers the provider's object. */
    loadCardProvider: notProvided<unknown>("loadCardProvider"),
    /** Confirms the payment with the client secret and the Payment Element's elements; rejects on a decline. */
    confirmCardPayment: notProvided<CardResult, CardConfirmation>("confirmCardPayment"),
    /** Shows the issuer's 3-D Secure challenge; rejects when the customer fails or abandons it. */
    authenticateCard: notProvided<CardResult, CardAuthentication>("authenticateCard"),
    /** Reads the payment intent's status with the client secret. */
    readCardIntent: notProvided<CardResult, CardIntentRead>("readCardIntent"),
  },
  guards: {
    hasNoSession: ({ context }) => !context.cart.payment_session,
    /** Sessions exist but none is selected: one is chosen without asking (the store offers one provider per kind). */
    hasSessionsToChooseFrom: ({ context }) => defaultProviderOf(context.cart) !== null,
    usesCardProvider: ({ context }) => context.cart.payment_session?.provider_id === CARD_PROVIDER_ID,
    hasClientSecret: ({ context }) => clientSecretOf(context.cart) !== null,
    /** The card element's details are complete: only then is the card confirmed (an empty card is never sent). */
    cardComplete: ({ context }) => context.cardComplete,
    sameCardSession: ({ context, event }) =>
      event.type === "CART_UPDATED" && event.cart.payment_session?.provider_id === CARD_PROVIDER_ID && clientSecretOf(event.cart) === context.clientSecret,
    /** The issuer asks the customer to authenticate (3-D Secure) before the card is authorised. */
    needsAuthentication: ({ event }) => (outputOf(event) as CardResult).status === "requires_action",
    /** The intent already holds the money (authorised, or captured): nothing is left to confirm. */
    isAuthorisedIntent: ({ event }) => AUTHORISED_STATUSES.has((outputOf(event) as CardResult).status),
  },
  actions: {
    takeCart: assign({
      cart: ({ event }) => {
        assertEvent(event, "CART_UPDATED")
        return event.cart
      },
    }),
    clearError: assign({ error: null }),
    rememberDecline: assign({ error: ({ event }) => errorMessage((event as { error?: unknown }).error) }),
    noticeDecline: emit(({ event }) => ({ type: "cardDeclined" as const, message: errorMessage((event as { error?: unknown }).error) })),
    /** Injected (by the cart): sets the payment session of the cart. */
    requestPaymentSession: (_, _params: { providerId: string }) => {},
    /** Injected (by the cart): completes the cart. */
    paymentAuthorized: () => {},
  },
}).createMachine({
  id: "checkoutPayment",
  description: "Choosing and authorising the payment of the current cart.",
  context: ({ input }) => ({ cart: input.cart, clientSecret: null, provider: null, cardElement: null, cardComplete: false, error: null }),
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
      description: "Invoice (manual provider): nothing to collect; the view says how and when to pay.",
      tags: ["needs-input"],
      on: { SUBMIT: "authorized", SELECT_PROVIDER: selectProvider, CART_UPDATED: cartUpdated },
    },
    card: {
      initial: "checkingSecret",
      on: { SELECT_PROVIDER: selectProvider },
      exit: assign({ cardElement: null, cardComplete: false }),
      states: {
        checkingSecret: {
          always: [
            { guard: "hasClientSecret", target: "loadingProvider", actions: assign({ clientSecret: ({ context }) => clientSecretOf(context.cart) }) },
            { target: "#checkoutPayment.failed", actions: assign({ error: "The card payment session has no client secret" }) },
          ],
        },
        loadingProvider: {
          description: "Loading the card provider's script (Stripe.js, from the configured URL).",
          tags: ["busy"],
          invoke: {
            id: "loadCardProvider",
            src: "loadCardProvider",
            onDone: { target: "mounted", actions: assign({ provider: ({ event }) => event.output }) },
            onError: { target: "#checkoutPayment.failed", actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
          },
        },
        mounted: {
          description: "The view shows the Payment Element (provider and client secret) while the card is the method.",
          initial: "mounting",
          on: {
            CARD_CHANGED: { actions: assign({ cardComplete: ({ event }) => event.complete }) },
            CARD_LOAD_FAILED: { target: "#checkoutPayment.failed", actions: assign({ error: ({ event }) => event.message }) },
          },
          states: {
            mounting: {
              description: "Waiting for the Payment Element to take input (CARD_READY).",
              tags: ["busy"],
              on: {
                CARD_READY: { target: "resuming", actions: assign({ cardElement: ({ event }) => event.cardElement }) },
                CART_UPDATED: cartUpdatedInCard,
              },
            },
            resuming: {
              description:
                "The intent as it is now: a reload or Back during 3-D Secure left it waiting for the challenge, which is shown again; an authorised one places the order; otherwise the card is typed.",
              tags: ["busy"],
              invoke: {
                id: "readCardIntent",
                src: "readCardIntent",
                input: ({ context }) => ({ provider: context.provider, clientSecret: context.clientSecret ?? "" }),
                onDone: [
                  { guard: "needsAuthentication", target: "authenticating" },
                  { guard: "isAuthorisedIntent", target: "#checkoutPayment.authorized" },
                  { target: "awaitingDetails" },
                ],
                // Unreadable now: the card is typed; a confirmation answers with the intent's real state.
                onError: "awaitingDetails",
              },
              on: { CART_UPDATED: cartUpdatedInCard },
            },
            awaitingDetails: {
              description: "The customer types the card; SUBMIT confirms it.",
              tags: ["needs-input"],
              on: { SUBMIT: { guard: "cardComplete", target: "confirming", actions: "clearError" }, CART_UPDATED: cartUpdatedInCard },
            },
            confirming: {
              tags: ["busy"],
              invoke: {
                id: "confirmCardPayment",
                src: "confirmCardPayment",
                input: ({ context }) => ({ provider: context.provider, clientSecret: context.clientSecret ?? "", cardElement: context.cardElement }),
                onDone: [{ guard: "needsAuthentication", target: "authenticating" }, { target: "#checkoutPayment.authorized" }],
                onError: declined,
              },
            },
            authenticating: {
              description: "3-D Secure: the issuer's challenge is shown (the intent requires an action).",
              tags: ["busy"],
              invoke: {
                id: "authenticateCard",
                src: "authenticateCard",
                input: ({ context }) => ({ provider: context.provider, clientSecret: context.clientSecret ?? "" }),
                onDone: "#checkoutPayment.authorized",
                onError: declined,
              },
            },
            declined: {
              description: "The card was declined or not authenticated: other card details and SUBMIT try again.",
              tags: ["needs-input"],
              on: {
                SUBMIT: { guard: "cardComplete", target: "confirming", actions: "clearError" },
                // Other details typed: the decline's reason no longer stands (its banners go).
                CARD_CHANGED: { target: "awaitingDetails", actions: ["clearError", assign({ cardComplete: ({ event }) => event.complete })] },
                CART_UPDATED: cartUpdatedInCard,
              },
            },
          },
        },
      },
    },
    failed: {
      description: "The card provider could not be used; RETRY tries again, or another provider may be chosen.",
      on: { RETRY: { target: "deciding", actions: "clearError" }, SELECT_PROVIDER: selectProvider, CART_UPDATED: cartUpdated },
    },
    authorized: {
      description: "Payment authorised: the cart is completed by the cart machine (a refused completion is tried again from the cart).",
      tags: ["busy"],
      entry: "paymentAuthorized",
      on: { CART_UPDATED: cartUpdated },
    },
  },
})
