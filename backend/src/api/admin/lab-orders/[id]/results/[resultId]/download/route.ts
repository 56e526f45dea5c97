import type { MedusaRequest, MedusaResponse } from "@medusajs/medusa"
import { ApiError } from "../../../../../../http/api-error"
import { handler } from "../../../../../../http/handler"
import { sendPrivateFile } from "../../../../../../http/send-file"
import type LabOrderService from "../../../../../../../services/lab-order"

/** GET /admin/lab-orders/:id/results/:resultId/download (staff): a result file of the lab order, current or replaced. */
export const GET = handler(async (req: MedusaRequest, res: MedusaResponse) => {
  const labOrders = req.scope.resolve<LabOrderService>("labOrderService")
  const result = await labOrders.resultForStaff(req.params.id, req.params.resultId)
  if (!result) throw ApiError.notFound("Lab result")
  await sendPrivateFile(res, await labOrders.download(result), result)
})
