import type { MedusaRequest, MedusaResponse } from "@medusajs/medusa"
import { requireCustomerId } from "../../../../../http/auth"
import { handler } from "../../../../../http/handler"
import type CustomerOrdersService from "../../../../../../services/customer-orders"

/**
 * GET /store/orders/:id/results/:labOrderId: `{ lab_order, result }` once the lab order is `results_ready`
 * (404 before, and for orders the caller may not see). `result.url` is the protected download route.
 */
export const GET = handler(async (req: MedusaRequest, res: MedusaResponse) => {
  const customerId = requireCustomerId(req)
  const { id, labOrderId } = req.params
  const orders = req.scope.resolve<CustomerOrdersService>("customerOrdersService")
  const { lab_order, result } = await orders.result(customerId, id, labOrderId)
  res.json({
    lab_order,
    result: {
      id: result.id,
      name: result.name,
      size: result.size,
      mime_type: result.mime_type,
      created_at: result.created_at,
      url: `/store/orders/${encodeURIComponent(id)}/results/${encodeURIComponent(labOrderId)}/download`,
    },
  })
})
