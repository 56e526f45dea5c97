import type { CreateReturnBody } from "@clinic-store/contract"
import { assign, setup } from "xstate"
import { errorMessage, errorOf, notProvided } from "./not-provided"

/** One line the shopper sends back: the order's line, the units, and optionally a return reason and a note. */
export type ReturnLineRequest = CreateReturnBody["items"][number]

/** The return Medusa made (`POST /store/returns`): its id and status (`requested` at first). */
export interface RequestedReturn {
  id: string
  status: string
}

/** Context of the return-request machine. */
export interface ReturnRequestContext {
  orderId: string
  /** The return made last (shown as requested until the order is read again). */
  requested: RequestedReturn | null
  /** The shopper sent nothing: no line with at least one unit chosen. */
  nothingChosen: boolean
  error: string | null
  /** The last failure as thrown (keeps its HTTP status and the server's reason, so the view can say what went wrong). */
  failure: unknown
}

/** Events of the return-request machine. */
export type ReturnRequestEvent =
  | { type: "SUBMIT"; items: ReturnLineRequest[] }
  /** Back to the form after a failure, to change the lines. */
  | { type: "EDIT" }
  /** After a return was requested, another one (of the units still left). */
  | { type: "ANOTHER" }

/** The lines with at least one unit: what a return sends back. */
function chosenLines(items: readonly ReturnLineRequest[]): ReturnLineRequest[] {
  return items.filter((item) => item.quantity > 0)
}

/**
 * The "Return items" form of one order: the shopper chooses lines, units, a reason and a note (`choosing`), sends them
 * (`submitting`, `POST /store/returns`), and sees the return requested (`requested`; injected `returnRequested`
 * reads the order again, so the page shows the return's status) or the server's reason (`failed`, where she may send
 * again or go back to the form). Sending no line stays in `choosing` and says so.
 */
export const returnRequestMachine = setup({
  types: {
    context: {} as ReturnRequestContext,
    events: {} as ReturnRequestEvent,
    input: {} as { orderId: string },
  },
  actors: {
    /** `POST /store/returns` with `{ order_id, items }`. */
    requestReturn: notProvided<RequestedReturn, { orderId: string; items: ReturnLineRequest[] }>("requestReturn"),
  },
  actions: {
    rememberError: assign({
      error: ({ event }) => errorMessage(errorOf(event)),
      failure: ({ event }) => errorOf(event),
    }),
    clearError: assign({ error: null, failure: null, nothingChosen: false }),
    /** Injected: a return was made (the order is read again to show it). */
    returnRequested: () => {},
  },
  guards: {
    hasChosenLines: ({ event }) => event.type === "SUBMIT" && chosenLines(event.items).length > 0,
  },
}).createMachine({
  id: "returnRequest",
  description: "The shopper asks to return fulfilled units of her order: lines, units, reason and note.",
  context: ({ input }) => ({ orderId: input.orderId, requested: null, nothingChosen: false, error: null, failure: null }),
  initial: "choosing",
  states: {
    choosing: {
      description: "The form: lines and units (up to those fulfilled and not yet returned), a reason, a note.",
      on: {
        SUBMIT: [
          { guard: "hasChosenLines", target: "submitting", actions: "clearError" },
          { actions: assign({ nothingChosen: true }) },
        ],
      },
    },
    submitting: {
      tags: ["busy"],
      invoke: {
        id: "requestReturn",
        src: "requestReturn",
        input: ({ context, event }) => {
          const submit = event as Extract<ReturnRequestEvent, { type: "SUBMIT" }>
          return { orderId: context.orderId, items: chosenLines(submit.items) }
        },
        onDone: { target: "requested", actions: [assign({ requested: ({ event }) => event.output }), "returnRequested"] },
        onError: { target: "failed", actions: "rememberError" },
      },
    },
    requested: {
      description: "The return is requested; the order page shows its status. Another return may follow.",
      on: { ANOTHER: { target: "choosing", actions: [assign({ requested: null }), "clearError"] } },
    },
    failed: {
      description: "The server refused or could not be reached; its reason is shown. Send again or change the lines.",
      on: {
        SUBMIT: [
          { guard: "hasChosenLines", target: "submitting", actions: "clearError" },
          { target: "choosing", actions: assign({ nothingChosen: true }) },
        ],
        EDIT: { target: "choosing", actions: "clearError" },
      },
    },
  },
})
