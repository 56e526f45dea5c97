import type { MedusaRequest } from "@medusajs/medusa"
import { namesRecipient } from "@clinic-store/contract"
import { ApiError } from "../http/api-error"
import { middleware } from "../http/handler"
import { cartOf, type Guard } from "./guard"

/** Refuses (400) placing an order whose shipping address does not name its recipient (first and last name). */
const requireRecipient = middleware(async (req: MedusaRequest) => {
  const { cart } = await cartOf(req)
  // An unknown cart goes on to Medusa's own 404; a completed one to Medusa, which answers the order again.
  if (!cart || cart.completed_at) return
  if (!namesRecipient(cart.recipient)) throw ApiError.invalid("shipping_address: the recipient's first and last name are required to place an order")
})

/** A completion's recipient: the shipping address names who receives the order. */
export const recipientNamed: Guard = () => requireRecipient
