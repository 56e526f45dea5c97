import { orderEditMachine, type OrderEditState } from "../../machines/order-edit.machine"
import { describeModel } from "./support/model-suite"

const edit = (status: OrderEditState["status"], difference_due = 2500): OrderEditState => ({ id: "oe_1", status, difference_due, payment_collection_id: difference_due > 0 ? "paycol_1" : null })

const events = [
  { type: "CONFIRM" },
  { type: "DECLINE", reason: "I need both" },
  { type: "CARD_READY", cardElement: { kind: "card element" } },
  { type: "CARD_CHANGED", complete: true },
  { type: "SUBMIT" },
  { type: "CANCEL" },
  { type: "RETRY" },
  { type: "EDIT_READ", edit: edit("requested") },
  { type: "EDIT_READ", edit: edit("confirmed") },
  { type: "EDIT_READ", edit: edit("declined") },
  { type: "EDIT_READ", edit: edit("canceled") },
  { type: "xstate.done.actor.openPaymentSession", output: { sessionId: "ps_1", clientSecret: "pi_1_secret_1" } },
  { type: "xstate.error.actor.openPaymentSession", error: new Error('provider_id: this customer pays by manual, not "stripe"') },
  { type: "xstate.done.actor.loadCardProvider", output: { kind: "stripe" } },
  { type: "xstate.error.actor.loadCardProvider", error: new Error("script blocked") },
  { type: "CARD_LOAD_FAILED", message: "element refused" },
  { type: "xstate.done.actor.confirmCardPayment", output: { status: "requires_capture" } },
  { type: "xstate.done.actor.confirmCardPayment", output: { status: "requires_action" } },
  { type: "xstate.done.actor.confirmCardPayment", output: { status: "requires_payment_method" } },
  { type: "xstate.error.actor.confirmCardPayment", error: new Error("Your card was declined.") },
  { type: "xstate.done.actor.authenticateCard", output: { status: "requires_capture" } },
  { type: "xstate.error.actor.authenticateCard", error: new Error("authentication failed") },
  { type: "xstate.done.actor.authorizePaymentSession", output: {} },
  { type: "xstate.error.actor.authorizePaymentSession", error: new Error("not authorised") },
  { type: "xstate.done.actor.completeEdit", output: edit("confirmed") },
  { type: "xstate.error.actor.completeEdit", error: new Error("Cannot complete an order edit with status declined") },
  { type: "xstate.done.actor.declineEdit", output: edit("declined") },
  { type: "xstate.error.actor.declineEdit", error: new Error("declined_reason: at most 500 characters") },
]

/** Paths stay few: the Payment Element's events only where it is shown. */
const offer = (event: { type: string }, snapshot: { value: unknown; context: unknown }) => {
  const value = JSON.stringify(snapshot.value)
  if (["CARD_READY", "CARD_CHANGED", "CARD_LOAD_FAILED", "SUBMIT"].includes(event.type)) return value.includes("mounted")
  return true
}

describeModel({
  name: "orderEdit by card",
  machine: orderEditMachine,
  input: { edit: edit("requested"), providerId: "stripe" },
  events,
  offer,
  variants: [
    { name: "by invoice", machine: orderEditMachine.provide({ guards: { paysByCard: () => false } }) },
    { name: "costs less", machine: orderEditMachine.provide({ guards: { costsMore: () => false } }) },
    { name: "no way to pay", machine: orderEditMachine.provide({ guards: { canPay: () => false } }) },
  ],
})
