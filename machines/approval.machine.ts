import type { ApprovalRequest } from "@clinic-store/contract"
import { assign, setup } from "xstate"
import { errorMessage, errorOf, notProvided } from "./not-provided"

export type { ApprovalRequest }

/** Context of the approval machine. */
export interface ApprovalContext {
  /** The requests the customer sees: the clinic's for its owner and admins, their own for a member (newest first). */
  approvals: ApprovalRequest[]
  error: string | null
  /** The last failure as thrown (keeps its HTTP status and type, so views can say what went wrong). */
  failure: unknown
}

/** Events of the approval machine. */
export type ApprovalEvent =
  | { type: "RELOAD" }
  | { type: "REQUEST"; cartId: string; note?: string }
  | { type: "WITHDRAW"; id: string }
  | { type: "APPROVE"; id: string }
  | { type: "REJECT"; id: string; reason: string }

/** Whether any request still waits for a decision (the list is then read again every little while). */
export function hasPendingRequest(approvals: readonly ApprovalRequest[]): boolean {
  return approvals.some((approval) => approval.status === "pending")
}

/**
 * Approval requests: a member asks approval for a cart over a spending limit (REQUEST), the clinic's owner or an
 * admin approves (the order is placed on the member's behalf) or rejects it with a reason; the member may withdraw
 * her pending request (WITHDRAW). Both sides read the list
 * again after each step, and every `approvalPoll` while a request is pending, so each sees the other's decision.
 */
export const approvalMachine = setup({
  types: {
    context: {} as ApprovalContext,
    events: {} as ApprovalEvent,
  },
  actors: {
    /** `GET /store/approvals`. */
    listApprovals: notProvided<ApprovalRequest[]>("listApprovals"),
    /** `POST /store/approvals` with `{ cart_id, note }`. */
    requestApproval: notProvided<ApprovalRequest, { cartId: string; note?: string }>("requestApproval"),
    /** `POST /store/approvals/{id}/withdraw`: the member takes back her pending request (her cart is open again). */
    withdrawRequest: notProvided<ApprovalRequest, { id: string }>("withdrawRequest"),
    /** `POST /store/approvals/{id}/approve`. */
    approveRequest: notProvided<ApprovalRequest, { id: string }>("approveRequest"),
    /** `POST /store/approvals/{id}/reject` with `{ reason }`. */
    rejectRequest: notProvided<ApprovalRequest, { id: string; reason: string }>("rejectRequest"),
  },
  actions: {
    rememberError: assign({
      error: ({ event }) => errorMessage(errorOf(event)),
      failure: ({ event }) => errorOf(event),
    }),
    clearError: assign({ error: null, failure: null }),
    /** Injected: an approved request placed an order (the clinic's orders and the member's spend changed). */
    orderPlaced: () => {},
  },
  guards: {
    hasPending: ({ context }) => hasPendingRequest(context.approvals),
  },
  delays: {
    approvalPoll: 4000,
  },
}).createMachine({
  id: "approval",
  description: "Approval requests of a clinic: asked by a member, approved or rejected by the owner or an admin.",
  context: { approvals: [], error: null, failure: null },
  initial: "loading",
  states: {
    loading: {
      invoke: {
        id: "listApprovals",
        src: "listApprovals",
        onDone: { target: "ready", actions: assign({ approvals: ({ event }) => event.output }) },
        onError: { target: "loadFailed", actions: "rememberError" },
      },
      // Asking does not wait for the list: a click while it is read (at first, or every few seconds while a request
      // is pending) would otherwise be dropped without a word.
      on: { REQUEST: { target: "requesting", actions: "clearError" } },
    },
    loadFailed: {
      description: "The list could not be read.",
      on: { RELOAD: "loading", REQUEST: { target: "requesting", actions: "clearError" } },
    },
    ready: {
      description: "The list is shown; a request may be made or decided. While one is pending the list is read again.",
      after: { approvalPoll: { target: "loading", guard: "hasPending" } },
      on: {
        RELOAD: "loading",
        REQUEST: { target: "requesting", actions: "clearError" },
        APPROVE: { target: "approving", actions: "clearError" },
        REJECT: { target: "rejecting", actions: "clearError" },
        WITHDRAW: { target: "withdrawing", actions: "clearError" },
      },
    },
    requesting: {
      invoke: {
        id: "requestApproval",
        src: "requestApproval",
        input: ({ event }) => {
          const request = event as Extract<ApprovalEvent, { type: "REQUEST" }>
          return { cartId: request.cartId, note: request.note }
        },
        onDone: { target: "loading" },
        onError: { target: "ready", actions: "rememberError" },
      },
    },
    approving: {
      invoke: {
        id: "approveRequest",
        src: "approveRequest",
        input: ({ event }) => ({ id: (event as Extract<ApprovalEvent, { type: "APPROVE" }>).id }),
        onDone: { target: "loading", actions: "orderPlaced" },
        onError: { target: "loading", actions: "rememberError" },
      },
    },
    withdrawing: {
      description: "The member takes back her pending request; the list is read again either way.",
      invoke: {
        id: "withdrawRequest",
        src: "withdrawRequest",
        input: ({ event }) => ({ id: (event as Extract<ApprovalEvent, { type: "WITHDRAW" }>).id }),
        onDone: { target: "loading" },
        onError: { target: "loading", actions: "rememberError" },
      },
    },
    rejecting: {
      invoke: {
        id: "rejectRequest",
        src: "rejectRequest",
        input: ({ event }) => {
          const reject = event as Extract<ApprovalEvent, { type: "REJECT" }>
          return { id: reject.id, reason: reject.reason }
        },
        onDone: { target: "loading" },
        onError: { target: "loading", actions: "rememberError" },
      },
    },
  },
})
