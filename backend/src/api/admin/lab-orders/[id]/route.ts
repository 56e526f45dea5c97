import type { MedusaRequest, MedusaResponse } from "@medusajs/medusa"
import { z } from "zod"
import { handler } from "../../../http/handler"
import { validate } from "../../../http/validate"
import { LAB_ORDER_STATUSES } from "@clinic-store/contract"
import type LabOrderService from "../../../../services/lab-order"

const body = z.object({ status: z.enum(LAB_ORDER_STATUSES) }).strict()

/**
 * POST /admin/lab-orders/:id `{ status }`: moves a lab order (staff). 409 for a move the table does not allow;
 * `results_ready` only comes with a result file (POST …/result).
 */
export const POST = handler(async (req: MedusaRequest, res: MedusaResponse) => {
  const { status } = validate(body, req.body)
  const labOrders = req.scope.resolve<LabOrderService>("labOrderService")
  res.json({ lab_order: await labOrders.transition(req.params.id, status) })
})
