import { assertEvent, assign, setup } from "xstate"
import type { CardAuthentication, CardConfirmation, CardResult } from "./checkout-payment.machine"
import { errorMessage, errorOf, notProvided, outputOf } from "./not-provided"

/** Medusa's card payment provider id (medusa-payment-stripe). */
const CARD_PROVIDER_ID = "stripe"

/** What the machine needs of Medusa's order edit (`GET /store/order-edits/{id}`). */
export interface OrderEditState {
  id: string
  status: "created" | "requested" | "confirmed" | "declined" | "canceled"
  /** Medusa's new total less the order's total: above zero, the customer pays it before the edit is accepted. */
  difference_due: number
  payment_collection_id: string | null
}

/** Input: the edit as read, and the provider the customer pays by (the order's own: card or invoice). */
export interface OrderEditInput {
  edit: OrderEditState
  providerId: string | null
}

/** Context of the order edit machine. */
export interface OrderEditContext {
  edit: OrderEditState
  providerId: string | null
  /** The payment session opened on the edit's payment collection. */
  sessionId: string | null
  /** The card session's client secret (Stripe's), null for an invoice. */
  clientSecret: string | null
  /** The loaded card provider and the Payment Element's elements once ready (handed to the card services). */
  provider: unknown
  cardElement: unknown
  cardComplete: boolean
  /** Why the card was not charged (the bank's or Stripe's words), shown next to the card. */
  cardError: string | null
  /** The server's reason for the last failure. */
  error: string | null
}

/** Events of the order edit machine. */
export type OrderEditEvent =
  | { type: "CONFIRM" }
  | { type: "DECLINE"; reason?: string }
  /** The view's Payment Element can take input (its `onReady`), with the elements it was created in. */
  | { type: "CARD_READY"; cardElement: unknown }
  /** The Payment Element could not be loaded (Stripe's message). */
  | { type: "CARD_LOAD_FAILED"; message: string }
  | { type: "CARD_CHANGED"; complete: boolean }
  | { type: "SUBMIT" }
  | { type: "CANCEL" }
  | { type: "RETRY" }
  | { type: "EDIT_READ"; edit: OrderEditState }

/** What `openPaymentSession` answers: the session opened for the difference, and the card's client secret if any. */
export interface OpenedPaymentSession {
  sessionId: string
  clientSecret: string | null
}

/** Statuses in which a card intent holds the money: nothing is left to confirm. */
const AUTHORISED_STATUSES = new Set(["requires_capture", "succeeded", "processing"])

/** The edit read again (staff may have withdrawn it, or it was answered in another tab): shown as it now stands. */
const editRead = { target: "#orderEdit.deciding", actions: "takeReadEdit" } as const
const toFailed = { target: "#orderEdit.failed", actions: "rememberError" } as const
const cardDeclined = { target: "#orderEdit.paying.card.mounted.declined", actions: "rememberCardError" } as const

/**
 * An edit of an order that staff asked the customer about: the customer sees it (viewing) and confirms or declines it
 * (with an optional reason). An edit that costs more is paid first (paying): a payment session for the difference is
 * opened on the edit's payment collection with the customer's one provider (`openPaymentSession`); by invoice it is
 * authorised at once, by card the provider is loaded (`loadCardProvider`) and the view shows Stripe's Payment Element, the intent
 * confirmed (`confirmCardPayment`, then 3-D Secure with `authenticateCard` when the bank asks) and the session
 * authorised (`authorizePaymentSession`). Then the edit is accepted (`completeEdit`); `editSettled` tells the page
 * the order changed. A failure keeps the server's reason (failed) until RETRY; the edit read again (EDIT_READ, while
 * viewing or after a failure) is shown as it now stands.
 */
export const orderEditMachine = setup({
  types: {
    context: {} as OrderEditContext,
    events: {} as OrderEditEvent,
    input: {} as OrderEditInput,
  },
  actors: {
    /** `POST /store/payment-collections/{id}/sessions` with the customer's provider. */
    openPaymentSession: notProvided<OpenedPaymentSession, { collectionId: string; providerId: string }>("openPaymentSession"),
    /** `POST /store/payment-collections/{id}/sessions/{session_id}/authorize`. */
    authorizePaymentSession: notProvided<unknown, { collectionId: string; sessionId: string }>("authorizePaymentSession"),
    /** `POST /store/order-edits/{id}/complete`: answers the confirmed edit. */
    completeEdit: notProvided<OrderEditState, { editId: string }>("completeEdit"),
    /** `POST /store/order-edits/{id}/decline` with the optional reason: answers the declined edit. */
    declineEdit: notProvided<OrderEditState, { editId: string; reason?: string }>("declineEdit"),
    /** Loads the card provider's script (lazily) and answers its object. */
    loadCardProvider: notProvided<unknown>("loadCardProvider"),
    /** Confirms the card intent with the client secret and the card element; rejects on a decline. */
    confirmCardPayment: notProvided<CardResult, CardConfirmation>("confirmCardPayment"),
    /** The issuer's 3-D Secure challenge; rejects when it fails. */
    authenticateCard: notProvided<CardResult, CardAuthentication>("authenticateCard"),
  },
  guards: {
    isConfirmed: ({ context }) => context.edit.status === "confirmed",
    isDeclined: ({ context }) => context.edit.status === "declined",
    isClosed: ({ context }) => context.edit.status !== "requested",
    /** The edit costs more: its difference is paid before it is accepted. */
    costsMore: ({ context }) => context.edit.difference_due > 0,
    canPay: ({ context }) => context.edit.payment_collection_id !== null && context.providerId !== null,
    paysByCard: ({ context, event }) => context.providerId === CARD_PROVIDER_ID && (outputOf(event) as OpenedPaymentSession).clientSecret !== null,
    cardComplete: ({ context }) => context.cardComplete,
    needsAuthentication: ({ event }) => (outputOf(event) as CardResult).status === "requires_action",
    isAuthorisedIntent: ({ event }) => AUTHORISED_STATUSES.has((outputOf(event) as CardResult).status),
  },
  actions: {
    rememberError: assign({ error: ({ event }) => errorMessage(errorOf(event)) }),
    rememberCardError: assign({ cardError: ({ event }) => errorMessage(errorOf(event)) }),
    clearError: assign({ error: null, cardError: null }),
    noWayToPay: assign({ error: "payment: this edit offers no way to pay its difference" }),
    forgetCard: assign({ sessionId: null, clientSecret: null, provider: null, cardElement: null, cardComplete: false }),
    takeEdit: assign({ edit: ({ event }) => outputOf(event) as OrderEditState }),
    takeReadEdit: assign({
      edit: ({ event }) => {
        assertEvent(event, "EDIT_READ")
        return event.edit
      },
    }),
    /** Injected: the edit was accepted or declined (the order and its edits are read again). */
    editSettled: () => {},
  },
}).createMachine({
  id: "orderEdit",
  description: "An edit of an order staff asked the customer about: confirmed (its difference paid first) or declined.",
  context: ({ input }) => ({
    edit: input.edit,
    providerId: input.providerId,
    sessionId: null,
    clientSecret: null,
    provider: null,
    cardElement: null,
    cardComplete: false,
    cardError: null,
    error: null,
  }),
  initial: "deciding",
  states: {
    deciding: {
      description: "Transient: an edit already answered (or withdrawn by staff) is only shown as it stands.",
      always: [{ guard: "isConfirmed", target: "confirmed" }, { guard: "isDeclined", target: "declined" }, { guard: "isClosed", target: "withdrawn" }, { target: "viewing" }],
    },
    viewing: {
      description: "What changes and the totals before and after; the customer confirms or declines.",
      on: {
        CONFIRM: [
          { guard: "costsMore", target: "paying", actions: "clearError" },
          { target: "confirming", actions: "clearError" },
        ],
        DECLINE: { target: "declining", actions: "clearError" },
        EDIT_READ: editRead,
      },
    },
    paying: {
      description: "The difference is paid the customer's one way before the edit is accepted.",
      tags: ["paying"],
      initial: "opening",
      on: { CANCEL: { target: "viewing", actions: ["clearError", "forgetCard"] } },
      states: {
        opening: {
          description: "Transient: an edit that costs more has a payment collection, and the customer a provider to pay it with.",
          always: [{ guard: "canPay", target: "openingSession" }, { target: "#orderEdit.failed", actions: "noWayToPay" }],
        },
        openingSession: {
          tags: ["busy"],
          invoke: {
            id: "openPaymentSession",
            src: "openPaymentSession",
            input: ({ context }) => ({ collectionId: context.edit.payment_collection_id ?? "", providerId: context.providerId ?? "" }),
            onDone: [
              {
                guard: "paysByCard",
                target: "card",
                actions: assign(({ event }) => ({ sessionId: event.output.sessionId, clientSecret: event.output.clientSecret })),
              },
              { target: "authorizing", actions: assign({ sessionId: ({ event }) => event.output.sessionId }) },
            ],
            onError: toFailed,
          },
        },
        card: {
          description: "Paying by card: the card provider is loaded, the element mounted, the intent confirmed.",
          initial: "loading",
          states: {
            loading: {
              tags: ["busy"],
              invoke: {
                id: "loadCardProvider",
                src: "loadCardProvider",
                onDone: { target: "mounted", actions: assign({ provider: ({ event }) => event.output }) },
                onError: toFailed,
              },
            },
            mounted: {
              description: "The view shows Stripe's Payment Element with the provider and the client secret and reports it.",
              initial: "preparing",
              on: {
                CARD_CHANGED: { actions: assign({ cardComplete: ({ event }) => event.complete }) },
                CARD_LOAD_FAILED: { target: "#orderEdit.failed", actions: assign({ error: ({ event }) => event.message }) },
              },
              states: {
                preparing: {
                  tags: ["busy"],
                  on: {
                    CARD_READY: {
                      target: "ready",
                      actions: assign({
                        cardElement: ({ event }) => {
                          assertEvent(event, "CARD_READY")
                          return event.cardElement
                        },
                      }),
                    },
                  },
                },
                ready: { on: { SUBMIT: { guard: "cardComplete", target: "confirming", actions: "clearError" } } },
                declined: { on: { SUBMIT: { guard: "cardComplete", target: "confirming", actions: "clearError" } } },
                confirming: {
                  tags: ["busy"],
                  invoke: {
                    id: "confirmCardPayment",
                    src: "confirmCardPayment",
                    input: ({ context }) => ({ provider: context.provider, clientSecret: context.clientSecret ?? "", cardElement: context.cardElement }),
                    onDone: [{ guard: "needsAuthentication", target: "authenticating" }, { guard: "isAuthorisedIntent", target: "#orderEdit.paying.authorizing" }, { target: "declined", actions: assign({ cardError: "The card was not charged" }) }],
                    onError: cardDeclined,
                  },
                },
                authenticating: {
                  tags: ["busy"],
                  invoke: {
                    id: "authenticateCard",
                    src: "authenticateCard",
                    input: ({ context }) => ({ provider: context.provider, clientSecret: context.clientSecret ?? "" }),
                    onDone: { target: "#orderEdit.paying.authorizing" },
                    onError: cardDeclined,
                  },
                },
              },
            },
          },
        },
        authorizing: {
          tags: ["busy"],
          invoke: {
            id: "authorizePaymentSession",
            src: "authorizePaymentSession",
            input: ({ context }) => ({ collectionId: context.edit.payment_collection_id ?? "", sessionId: context.sessionId ?? "" }),
            onDone: { target: "#orderEdit.confirming" },
            onError: toFailed,
          },
        },
      },
    },
    confirming: {
      tags: ["busy"],
      invoke: {
        id: "completeEdit",
        src: "completeEdit",
        input: ({ context }) => ({ editId: context.edit.id }),
        onDone: { target: "confirmed", actions: ["takeEdit", "editSettled"] },
        onError: toFailed,
      },
    },
    declining: {
      tags: ["busy"],
      invoke: {
        id: "declineEdit",
        src: "declineEdit",
        input: ({ context, event }) => {
          assertEvent(event, "DECLINE")
          return { editId: context.edit.id, reason: event.reason?.trim() || undefined }
        },
        onDone: { target: "declined", actions: ["takeEdit", "editSettled"] },
        onError: toFailed,
      },
    },
    failed: {
      description: "The server's reason is shown; RETRY goes back to the edit.",
      on: { RETRY: { target: "viewing", actions: ["clearError", "forgetCard"] }, EDIT_READ: { target: "deciding", actions: ["clearError", "forgetCard", "takeReadEdit"] } },
    },
    confirmed: { description: "The edit is accepted: the order holds the new lines and total.", type: "final" },
    declined: { description: "The customer declined the edit: the order stays as it was.", type: "final" },
    withdrawn: { description: "Staff withdrew the edit (or it was never sent): nothing to answer.", type: "final" },
  },
})
