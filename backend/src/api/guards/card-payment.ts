import type { MedusaRequest } from "@medusajs/medusa"
import type CartPaymentService from "../../services/cart-payment"
import { ApiError } from "../http/api-error"
import { middleware } from "../http/handler"
import { cartOf, formFor, type Guard } from "./guard"

/**
 * A placed cart takes no more writes (409 naming its order): its lines are the order's lines, and Medusa would merge
 * an added unit into them after the order was placed and paid.
 */
const keepPlacedCart = middleware(async (req) => {
  const { cart } = await cartOf(req)
  if (cart?.completed_at) throw ApiError.conflict(`cart: this cart is already placed as order #${cart.order_display_id ?? "?"}; start a new cart`)
})

const cardPayments = (req: MedusaRequest) => req.scope.resolve<CartPaymentService>("cartPaymentService")

/** A cart whose card is authorised (or being confirmed) keeps its contents: a write is refused (409 naming the state). */
const keepAuthorisedContents = middleware(async (req) => {
  const { cart } = await cartOf(req)
  await cardPayments(req).assertContentsMayChange(req.params.id, cart?.open_card_intent_id ?? null)
})

/** A card cart is placed only when the card authorised its total, in its currency (else 409, nothing placed). */
const placeOnlyWhatWasAuthorised = middleware(async (req) => {
  const { cart } = await cartOf(req)
  await cardPayments(req).assertAuthorisedIsTotal(req.params.id, cart?.open_card_intent_id ?? null)
})

/** The contents of a cart that is placed or whose card is authorised stay as they are: every write is refused (409). */
const keepContents = [keepPlacedCart, keepAuthorisedContents]

/**
 * The card's payment: on the writes to a cart's contents the cart keeps what was placed or authorised; on its
 * completion a card cart is placed only for the amount authorised. After the ownership, freeze and payment-choice
 * rules (a foreign cart is 404, a frozen one 409 naming the approval), before the stock-write gate.
 */
export const cardPayment: Guard = (route) =>
  formFor("cardPayment", route, {
    "POST /store/carts/:id/complete": [placeOnlyWhatWasAuthorised],
    "POST /store/carts/:id": keepContents,
    "POST /store/carts/:id/line-items": keepContents,
    "POST /store/carts/:id/line-items/:line_id": keepContents,
    "DELETE /store/carts/:id/line-items/:line_id": keepContents,
    "POST /store/carts/:id/shipping-methods": keepContents,
    "DELETE /store/carts/:id/discounts/:code": keepContents,
  })
