import type { MedusaRequest, MedusaResponse } from "@medusajs/medusa"
import { customerIdOf } from "../../../../http/auth"
import { handler } from "../../../../http/handler"
import type CustomerOrdersService from "../../../../../services/customer-orders"

/** GET /store/orders/cart/:cart_id, shadowing Medusa's core route: the order only for those who may see it, else 404. */
export const GET = handler(async (req: MedusaRequest, res: MedusaResponse) => {
  const orders = req.scope.resolve<CustomerOrdersService>("customerOrdersService")
  res.json({ order: await orders.retrieve(customerIdOf(req), [{ cart_id: req.params.cart_id }]) })
})
