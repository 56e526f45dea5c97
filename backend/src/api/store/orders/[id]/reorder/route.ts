import type { MedusaRequest, MedusaResponse } from "@medusajs/medusa"
import { reorderBody } from "@clinic-store/contract"
import { requireCustomerId } from "../../../../http/auth"
import { handler } from "../../../../http/handler"
import { validate } from "../../../../http/validate"
import type ReorderService from "../../../../../services/reorder"

/**
 * POST /store/orders/:id/reorder `{ cart_id }`: puts the order's variants and quantities into the customer's own open
 * cart where still approved and in stock; answers the cart, the lines added and the lines left out with why.
 * 404 for an order the customer may not see or a cart that is not theirs; 409 for a placed cart.
 */
export const POST = handler(async (req: MedusaRequest, res: MedusaResponse) => {
  const customerId = requireCustomerId(req)
  const { cart_id } = validate(reorderBody, req.body)
  res.json(await req.scope.resolve<ReorderService>("reorderService").reorder(customerId, req.params.id, cart_id))
})
