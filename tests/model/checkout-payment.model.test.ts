import { checkoutPaymentMachine } from "../../machines/checkout-payment.machine"
import { itemCart, readyCart, sessionsCart } from "../support/fixtures"
import { describeModel } from "./support/model-suite"

const cardCart = { ...sessionsCart, payment_session: { provider_id: "stripe", data: { client_secret: "pi_secret" } } }
const cardCartWithoutSecret = { ...sessionsCart, payment_session: { provider_id: "stripe", data: {} } }

describeModel({
  name: "checkoutPayment",
  machine: checkoutPaymentMachine,
  input: { cart: itemCart },
  events: [
    { type: "SELECT_PROVIDER", providerId: "stripe" },
    { type: "CART_UPDATED", cart: cardCart },
    { type: "CART_UPDATED", cart: cardCartWithoutSecret },
    { type: "CART_UPDATED", cart: readyCart },
    { type: "CART_UPDATED", cart: sessionsCart },
    { type: "CART_UPDATED", cart: { ...cardCart, email: "other@example.test" } },
    { type: "CARD_READY", cardElement: { kind: "card element" } },
    { type: "CARD_CHANGED", complete: true },
    { type: "CARD_CHANGED", complete: false },
    { type: "CARD_LOAD_FAILED", message: "The payment form could not be loaded" },
    { type: "SUBMIT" },
    { type: "RETRY" },
    { type: "xstate.done.actor.loadCardProvider", output: { kind: "stripe" } },
    { type: "xstate.error.actor.loadCardProvider", error: new Error("script blocked") },
    { type: "xstate.done.actor.confirmCardPayment", output: { status: "requires_capture" } },
    { type: "xstate.done.actor.confirmCardPayment", output: { status: "requires_action" } },
    { type: "xstate.error.actor.confirmCardPayment", error: new Error("card declined") },
    { type: "xstate.done.actor.authenticateCard", output: { status: "requires_capture" } },
    { type: "xstate.error.actor.authenticateCard", error: new Error("authentication failed") },
    { type: "xstate.done.actor.readCardIntent", output: { status: "requires_action" } },
    { type: "xstate.done.actor.readCardIntent", output: { status: "requires_capture" } },
    { type: "xstate.done.actor.readCardIntent", output: { status: "requires_payment_method" } },
    { type: "xstate.error.actor.readCardIntent", error: new Error("offline") },
  ],
})
