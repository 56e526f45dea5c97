import type { MedusaRequest, MedusaResponse } from "@medusajs/medusa"
import { requireCustomerId } from "../../http/auth"
import { handler } from "../../http/handler"
import { validate } from "../../http/validate"
import type CustomerOrdersService from "../../../services/customer-orders"
import type { OrderLookup } from "../../../services/order-access"
import { orderLookupQuery } from "@clinic-store/contract"

/**
 * GET /store/orders/?id=|display_id=: one order of the caller or their clinic, else 404.
 * Shadows Medusa's lookup-by-email route on purpose: an order is found only by its owner or their clinic, never by an email.
 */
export const GET = handler(async (req: MedusaRequest, res: MedusaResponse) => {
  const customerId = requireCustomerId(req)
  const { id, display_id } = validate(orderLookupQuery, req.query)
  const lookups: OrderLookup[] = []
  if (id !== undefined) lookups.push({ id })
  if (display_id !== undefined) lookups.push({ display_id })
  const orders = req.scope.resolve<CustomerOrdersService>("customerOrdersService")
  res.json({ order: await orders.retrieve(customerId, lookups) })
})
