import { assign, setup } from "xstate"
import type { ClinicInvite } from "@clinic-store/contract"
import { errorMessage, errorOf, notProvided } from "./not-provided"

/** An invite as the invite machine keeps it: the contract's invite (`/store/invites`), its clinic and date when known. */
export type Invite = Pick<ClinicInvite, "id" | "to" | "status"> & Partial<Pick<ClinicInvite, "clinic_id" | "clinic_name" | "created_at">>

/** Context of the invite machine. */
export interface InviteContext {
  invites: Invite[]
  /** The list was read at least once (a later reload keeps showing it instead of a loading state). */
  listed: boolean
  error: string | null
  /** The last failure as thrown (keeps its HTTP status and type, so views can say what went wrong). */
  failure: unknown
}

/** Events of the invite machine. */
export type InviteEvent =
  | { type: "RELOAD" }
  | { type: "SEND"; to: string }
  | { type: "ACCEPT"; id: string }
  | { type: "DECLINE"; id: string }
  | { type: "REVOKE"; id: string }

/** Pending invites are those still awaiting an answer. */
export function pendingInvites(invites: readonly Invite[]): Invite[] {
  return invites.filter((invite) => invite.status === "awaiting")
}

/**
 * Invite lifecycle: list, send (owner/admin), accept or decline (invitee), revoke (owner/admin).
 * Every change reloads the list; a failure keeps the list and records the error.
 */
export const inviteMachine = setup({
  types: {
    context: {} as InviteContext,
    events: {} as InviteEvent,
  },
  actors: {
    /** `GET /store/invites`. */
    listInvites: notProvided<Invite[]>("listInvites"),
    /** `POST /store/invites/` with `{ to }`. */
    sendInvite: notProvided<Invite, { to: string }>("sendInvite"),
    /** `PUT /store/invites/{id}` with `{ status }`. */
    answerInvite: notProvided<Invite, { id: string; status: "approved" | "rejected" }>("answerInvite"),
    /** `DELETE /store/invites/{id}`. */
    revokeInvite: notProvided<unknown, { id: string }>("revokeInvite"),
  },
  actions: {
    rememberError: assign({
      error: ({ event }) => errorMessage(errorOf(event)),
      failure: ({ event }) => errorOf(event),
    }),
    /** Injected: accepting an invite changes the customer's clinic (auth RELOAD_CUSTOMER). */
    customerChanged: () => {},
  },
}).createMachine({
  id: "invite",
  description: "Clinic invites: sending, listing, accepting, declining and revoking.",
  context: { invites: [], listed: false, error: null, failure: null },
  initial: "loading",
  states: {
    loading: {
      invoke: {
        id: "listInvites",
        src: "listInvites",
        onDone: { target: "ready", actions: assign({ invites: ({ event }) => event.output, listed: true }) },
        onError: { target: "loadFailed", actions: "rememberError" },
      },
    },
    loadFailed: {
      description: "The list could not be read.",
      on: { RELOAD: "loading" },
    },
    ready: {
      description: "The list is shown; changes may be requested.",
      on: {
        RELOAD: "loading",
        SEND: { target: "sending", actions: assign({ error: null, failure: null }) },
        ACCEPT: { target: "accepting", actions: assign({ error: null, failure: null }) },
        DECLINE: { target: "declining", actions: assign({ error: null, failure: null }) },
        REVOKE: { target: "revoking", actions: assign({ error: null, failure: null }) },
      },
    },
    sending: {
      invoke: {
        id: "sendInvite",
        src: "sendInvite",
        input: ({ event }) => ({ to: (event as Extract<InviteEvent, { type: "SEND" }>).to }),
        onDone: { target: "loading" },
        onError: { target: "ready", actions: "rememberError" },
      },
    },
    accepting: {
      invoke: {
        id: "answerInvite",
        src: "answerInvite",
        input: ({ event }) => ({ id: (event as Extract<InviteEvent, { type: "ACCEPT" }>).id, status: "approved" as const }),
        onDone: { target: "loading", actions: "customerChanged" },
        onError: { target: "ready", actions: "rememberError" },
      },
    },
    declining: {
      invoke: {
        id: "answerInvite",
        src: "answerInvite",
        input: ({ event }) => ({ id: (event as Extract<InviteEvent, { type: "DECLINE" }>).id, status: "rejected" as const }),
        onDone: { target: "loading" },
        onError: { target: "ready", actions: "rememberError" },
      },
    },
    revoking: {
      invoke: {
        id: "revokeInvite",
        src: "revokeInvite",
        input: ({ event }) => ({ id: (event as Extract<InviteEvent, { type: "REVOKE" }>).id }),
        onDone: { target: "loading" },
        onError: { target: "ready", actions: "rememberError" },
      },
    },
  },
})
