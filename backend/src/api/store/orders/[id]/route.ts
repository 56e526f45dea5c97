import type { MedusaRequest, MedusaResponse } from "@medusajs/medusa"
import { customerIdOf } from "../../../http/auth"
import { handler } from "../../../http/handler"
import type CustomerOrdersService from "../../../../services/customer-orders"

/**
 * GET /store/orders/:id, shadowing Medusa's core route (which hands any order to anyone with its id):
 * the order with its lab orders when the caller may see it, else 404 (also when not signed in).
 */
export const GET = handler(async (req: MedusaRequest, res: MedusaResponse) => {
  const orders = req.scope.resolve<CustomerOrdersService>("customerOrdersService")
  res.json({ order: await orders.retrieve(customerIdOf(req), [{ id: req.params.id }]) })
})
