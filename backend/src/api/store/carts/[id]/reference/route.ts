import type { MedusaRequest, MedusaResponse } from "@medusajs/medusa"
import { orderReferenceBody } from "@clinic-store/contract"
import { requireCustomerId } from "../../../../http/auth"
import { handler } from "../../../../http/handler"
import { validate } from "../../../../http/validate"
import type OrderReferenceService from "../../../../../services/order-reference"

/** GET /store/carts/:id/reference: the purchase-order number or reference on the customer's own cart. */
export const GET = handler(async (req: MedusaRequest, res: MedusaResponse) => {
  const customerId = requireCustomerId(req)
  const reference = await req.scope.resolve<OrderReferenceService>("orderReferenceService").ofCart(customerId, req.params.id)
  res.json({ reference })
})

/**
 * POST /store/carts/:id/reference `{ reference }`: sets (null or "" clears) the reference the order will carry, at most
 * 64 characters; 409 once the cart's order is placed or being placed (a placed order's reference never changes).
 */
export const POST = handler(async (req: MedusaRequest, res: MedusaResponse) => {
  const customerId = requireCustomerId(req)
  const { reference } = validate(orderReferenceBody, req.body)
  res.json({ reference: await req.scope.resolve<OrderReferenceService>("orderReferenceService").set(customerId, req.params.id, reference) })
})
