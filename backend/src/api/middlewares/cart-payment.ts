import type { MedusaRequest, MiddlewareRoute } from "@medusajs/medusa"
import type CartPaymentService from "../../services/cart-payment"
import { middleware } from "../http/handler"
import { addLineWithPayment } from "./cart-line-add"

const cardPayments = (req: MedusaRequest) => req.scope.resolve<CartPaymentService>("cartPaymentService")

/** A cart whose card is authorised (or being confirmed) keeps its contents: a write is refused (409 naming the state). */
const keepAuthorisedContents = middleware(async (req) => {
  await cardPayments(req).assertContentsMayChange(req.params.id)
})

/** A card cart is placed only when the card authorised its total, in its currency (else 409, nothing placed). */
const placeOnlyWhatWasAuthorised = middleware(async (req) => {
  await cardPayments(req).assertAuthorisedIsTotal(req.params.id)
})

/**
 * In the cart's turn, after the ownership, freeze and payment-choice rules (a foreign cart is 404, a frozen one 409
 * naming the approval), before the stock-write gate. Adding a line to a cart with an open payment is answered here,
 * in one transaction with the payment's new amount (cart-line-add.ts).
 */
export const cartPaymentMiddlewares: MiddlewareRoute[] = [
  { matcher: "/store/carts/:id", method: "POST", middlewares: [keepAuthorisedContents] },
  { matcher: "/store/carts/:id/line-items", method: "POST", middlewares: [keepAuthorisedContents, addLineWithPayment] },
  { matcher: "/store/carts/:id/line-items/:line_id", method: ["POST", "DELETE"], middlewares: [keepAuthorisedContents] },
  { matcher: "/store/carts/:id/shipping-methods", method: "POST", middlewares: [keepAuthorisedContents] },
  { matcher: "/store/carts/:id/complete", method: "POST", middlewares: [placeOnlyWhatWasAuthorised] },
]
