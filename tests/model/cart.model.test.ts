import { cartMachine } from "../../machines/cart/cart.machine"
import { denmark, emptyCart, filledCart, individual, itemCart, placedOrder, readyCart, sessionsCart, shippedCart, shippingOption, spain } from "../support/fixtures"
import { describeModel } from "./support/model-suite"

const boom = new Error("boom")

describeModel({
  name: "cart",
  machine: cartMachine,
  input: { customer: individual },
  variants: [{ name: "completion under way after a reload", machine: cartMachine.provide({ guards: { hasCompletionUnderWay: () => true } }) }],
  events: [
    { type: "xstate.done.actor.listRegions", output: [spain, denmark] },
    { type: "xstate.done.actor.listRegions", output: [spain] },
    { type: "xstate.error.actor.listRegions", error: boom },
    { type: "xstate.done.actor.readStoredCartId", output: "cart_stored" },
    { type: "xstate.done.actor.readStoredCartId", output: null },
    { type: "xstate.error.actor.readStoredCartId", error: boom },
    { type: "xstate.done.actor.retrieveCart", output: { ...shippedCart, id: "cart_stored", region_id: "reg_es" } },
    { type: "xstate.done.actor.retrieveCart", output: { ...shippedCart, id: "cart_stored", completed_at: "2026-01-01T00:00:00Z" } },
    { type: "xstate.done.actor.retrieveCart", output: { ...sessionsCart, id: "cart_stored" } },
    { type: "xstate.error.actor.retrieveCart", error: boom },
    { type: "xstate.error.actor.retrieveCart", error: Object.assign(new Error("Cart not found"), { status: 404 }) },
    { type: "xstate.done.actor.createCart", output: emptyCart },
    { type: "xstate.error.actor.createCart", error: boom },
    { type: "xstate.done.actor.updateCart", output: filledCart },
    { type: "xstate.error.actor.updateCart", error: boom },
    { type: "xstate.error.actor.updateCart", error: Object.assign(new Error("This cart was placed as order #7; start a new cart"), { status: 409 }) },
    { type: "xstate.done.actor.listShippingOptions", output: [shippingOption] },
    { type: "xstate.done.actor.listShippingOptions", output: [] },
    { type: "xstate.error.actor.listShippingOptions", error: boom },
    { type: "xstate.done.actor.addShippingMethod", output: shippedCart },
    { type: "xstate.error.actor.addShippingMethod", error: boom },
    { type: "xstate.done.actor.createPaymentSessions", output: sessionsCart },
    { type: "xstate.error.actor.createPaymentSessions", error: boom },
    { type: "xstate.after.paymentRetry.cart.preparing.waitingToRetryPaymentSessions" },
    { type: "ADD_ITEM", variantId: "variant_1", quantity: 2, title: "EEG kit", from: "/products?q=eeg" },
    { type: "UPDATE_ITEM", lineId: "item_1", quantity: 3 },
    { type: "REMOVE_ITEM", lineId: "item_1" },
    { type: "UPDATE_CART", update: { email: "new@example.com" } },
    { type: "SET_PAYMENT_SESSION", providerId: "manual" },
    { type: "COMPLETE" },
    { type: "PREPARE" },
    { type: "RELOAD" },
    { type: "APPLY_CODE", code: "WELCOME10" },
    { type: "REMOVE_CODE", code: "WELCOME10" },
    { type: "xstate.done.actor.applyDiscountCodes", output: readyCart },
    { type: "xstate.error.actor.applyDiscountCodes", error: Object.assign(new Error('discounts: code "NOPE" is unknown'), { status: 400 }) },
    { type: "xstate.done.actor.removeDiscountCode", output: readyCart },
    { type: "APPLY_GIFT_CARD", code: "GIFT-ABCD" },
    { type: "REMOVE_GIFT_CARD", code: "GIFT-ABCD" },
    { type: "xstate.done.actor.setGiftCards", output: readyCart },
    { type: "xstate.error.actor.setGiftCards", error: Object.assign(new Error('gift_cards: code "GIFT-NOPE" is unknown'), { status: 400 }) },
    { type: "xstate.error.actor.removeDiscountCode", error: boom },
    { type: "xstate.done.actor.addLineItem", output: itemCart },
    { type: "xstate.done.actor.addLineItem", output: { ...filledCart, items: [{ id: "item_1", quantity: 2 }] } },
    { type: "xstate.error.actor.addLineItem", error: boom },
    { type: "xstate.done.actor.updateLineItem", output: { ...itemCart, items: [{ id: "item_1", quantity: 3 }] } },
    { type: "xstate.error.actor.updateLineItem", error: boom },
    { type: "xstate.done.actor.removeLineItem", output: shippedCart },
    { type: "xstate.error.actor.removeLineItem", error: boom },
    { type: "xstate.done.actor.setPaymentSession", output: readyCart },
    { type: "xstate.error.actor.setPaymentSession", error: boom },
    { type: "xstate.done.actor.completeCart", output: { orderId: "order_1", order: placedOrder } },
    { type: "xstate.error.actor.completeCart", error: boom },
    { type: "xstate.done.actor.prepareNextCart", output: { ...filledCart, id: "cart_next" } },
    { type: "xstate.error.actor.prepareNextCart", error: boom },
  ],
  // Kept to a size that runs in seconds: the next cart (a background child that could answer in any later
  // state) answers while the order is placed or awaited, which takes its top-level and awaiting transitions;
  // and a path places one order: after it the flow only repeats states and transitions already covered. Once an
  // item is added (it stays in the context, named by the cart page) only the preparation that follows runs on: the
  // shopper's further changes repeat what paths without the item cover. A refused code ends its path too (the flow
  // after it is the same with the refusal kept), and an applied code answers a cart the model already holds.
  offer: (event, snapshot) => {
    if (event.type.endsWith(".prepareNextCart")) return snapshot.value === "completing" || snapshot.value === "awaitingNextCart"
    const context = snapshot.context as { orderId: string | null; lastAdded: unknown; codeError: string | null; giftCardError: string | null }
    return context.orderId === null && context.codeError === null && context.giftCardError === null && (context.lastAdded === null || event.type.startsWith("xstate."))
  },
})
