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
    { type: "CARD_READY", cardElement: { kind: "card element" } },
    { type: "SUBMIT" },
    { type: "xstate.done.actor.loadCardProvider", output: undefined },
    { type: "xstate.error.actor.loadCardProvider", error: new Error("script blocked") },
    { type: "xstate.done.actor.confirmCardPayment", output: undefined },
    { type: "xstate.error.actor.confirmCardPayment", error: new Error("card declined") },
  ],
})
