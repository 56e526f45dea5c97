import type { MedusaRequest, MiddlewareRoute } from "@medusajs/medusa"
import type { EntityManager } from "typeorm"
import { placedOrderOfCart } from "../../persistence/cart-card-session"
import type CartPaymentService from "../../services/cart-payment"
import { ApiError } from "../http/api-error"
import { middleware } from "../http/handler"
import { addLineWithPayment } from "./cart-line-add"

/**
 * A placed cart takes no more writes (409 naming its order): its lines are the order's lines, and Medusa would merge
 * an added unit into them after the order was placed and paid.
 */
const keepPlacedCart = middleware(async (req) => {
  const placed = await placedOrderOfCart(req.scope.resolve<EntityManager>("manager"), req.params.id)
  if (placed) throw ApiError.conflict(`cart: this cart is already placed as order #${placed.display_id ?? "?"}; start a new cart`)
})

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
  { matcher: "/store/carts/:id", method: "POST", middlewares: [keepPlacedCart, keepAuthorisedContents] },
  { matcher: "/store/carts/:id/line-items", method: "POST", middlewares: [keepPlacedCart, keepAuthorisedContents, addLineWithPayment] },
  { matcher: "/store/carts/:id/line-items/:line_id", method: ["POST", "DELETE"], middlewares: [keepPlacedCart, keepAuthorisedContents] },
  { matcher: "/store/carts/:id/shipping-methods", method: "POST", middlewares: [keepPlacedCart, keepAuthorisedContents] },
  { matcher: "/store/carts/:id/discounts/:code", method: "DELETE", middlewares: [keepPlacedCart, keepAuthorisedContents] },
  { matcher: "/store/carts/:id/complete", method: "POST", middlewares: [placeOnlyWhatWasAuthorised] },
]
