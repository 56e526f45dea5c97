import { assign, setup } from "xstate"
import { errorMessage, notProvided } from "./not-provided"

/** A change an owner (or admin, for remove) makes to a clinic member. */
export type MemberActionKind = "promote" | "demote" | "remove" | "transfer"

/** A requested change waiting for confirmation. */
export interface MemberAction {
  kind: MemberActionKind
  memberId: string
}

/** Context of the membership machine. */
export interface MembershipContext {
  pending: MemberAction | null
  lastDone: MemberAction | null
  error: string | null
}

/** Events of the membership machine. */
export type MembershipEvent =
  | { type: "REQUEST"; action: MemberAction }
  | { type: "CONFIRM" }
  | { type: "CANCEL" }

/**
 * Clinic membership actions: promote, demote, remove or transfer ownership, each
 * behind a confirmation step. After a change the clinic is re-read by the view (`clinicChanged`).
 */
export const membershipMachine = setup({
  types: {
    context: {} as MembershipContext,
    events: {} as MembershipEvent,
  },
  actors: {
    /** `POST /store/clinics/{promote|demote|transfer-ownership}/{id}` or `DELETE /store/clinics/members/{id}`. */
    runMemberAction: notProvided<unknown, MemberAction>("runMemberAction"),
  },
  actions: {
    /** Injected: the clinic (and maybe the customer's role) changed. */
    clinicChanged: (_, _params: { action: MemberAction }) => {},
  },
}).createMachine({
  id: "membership",
  description: "Member actions with a confirm step.",
  context: { pending: null, lastDone: null, error: null },
  initial: "idle",
  states: {
    idle: {
      on: { REQUEST: { target: "confirming", actions: assign({ pending: ({ event }) => event.action, error: null }) } },
    },
    confirming: {
      description: "Asking the owner to confirm the change.",
      on: {
        CONFIRM: "working",
        CANCEL: { target: "idle", actions: assign({ pending: null }) },
      },
    },
    working: {
      invoke: {
        id: "runMemberAction",
        src: "runMemberAction",
        input: ({ context }) => context.pending as MemberAction,
        onDone: {
          target: "idle",
          actions: [
            { type: "clinicChanged", params: ({ context }) => ({ action: context.pending as MemberAction }) },
            assign({ lastDone: ({ context }) => context.pending, pending: null }),
          ],
        },
        onError: { target: "idle", actions: assign({ error: ({ event }) => errorMessage(event.error), pending: null }) },
      },
    },
  },
})
