import type { MedusaRequest } from "@medusajs/medusa"
import { namesRecipient } from "@clinic-store/contract"
import type { EntityManager } from "typeorm"
import { cartRecipient } from "../../persistence/cart"
import { ApiError } from "../http/api-error"
import { middleware } from "../http/handler"
import type { Guard } from "./guard"

/** Refuses (400) placing an order whose shipping address does not name its recipient (first and last name). */
const requireRecipient = middleware(async (req: MedusaRequest) => {
  const manager = req.scope.resolve<EntityManager>("manager")
  const row = await cartRecipient(manager, req.params.id)
  // An unknown cart goes on to Medusa's own 404; a completed one to Medusa, which answers the order again.
  if (!row || row.completed_at) return
  if (!namesRecipient(row)) throw ApiError.invalid("shipping_address: the recipient's first and last name are required to place an order")
})

/** A completion's recipient: the shipping address names who receives the order. */
export const recipientNamed: Guard = () => requireRecipient
