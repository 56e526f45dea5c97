import type { MedusaRequest, MedusaResponse } from "@medusajs/medusa"
import { staffUserIdOf } from "../../../http/auth"
import { handler } from "../../../http/handler"
import { validate } from "../../../http/validate"
import { labOrderStatusBody, type LabOrderMoved, type Sent, type StaffLabOrderDetail } from "@clinic-store/contract"
import type LabOrderService from "../../../../services/lab-order"

/**
 * POST /admin/lab-orders/:id `{ status }`: moves a lab order (staff). 409 for a move the table does not allow;
 * `results_ready` only comes with a result file (POST …/result).
 */
export const POST = handler(async (req: MedusaRequest, res: MedusaResponse) => {
  const { status } = validate(labOrderStatusBody, req.body)
  const labOrders = req.scope.resolve<LabOrderService>("labOrderService")
  res.json({ lab_order: await labOrders.transition(req.params.id, status, staffUserIdOf(req)) } satisfies Sent<LabOrderMoved>)
})

/**
 * GET /admin/lab-orders/:id (staff): the lab order (product, variant, customer, clinic, status), its order's lines and
 * shipping address, its history (every status change and result replaced: who, when) and its result files. 404 if unknown.
 */
export const GET = handler(async (req: MedusaRequest, res: MedusaResponse) => {
  res.json((await req.scope.resolve<LabOrderService>("labOrderService").detailForStaff(req.params.id)) satisfies Sent<StaffLabOrderDetail>)
})
