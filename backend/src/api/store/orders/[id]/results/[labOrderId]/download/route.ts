import type { MedusaRequest, MedusaResponse } from "@medusajs/medusa"
import { requireCustomerId } from "../../../../../../http/auth"
import { handler } from "../../../../../../http/handler"
import { sendPrivateFile } from "../../../../../../http/send-file"
import type CustomerOrdersService from "../../../../../../../services/customer-orders"
import type LabOrderService from "../../../../../../../services/lab-order"

/** GET /store/orders/:id/results/:labOrderId/download: the result file itself, same ownership rule. */
export const GET = handler(async (req: MedusaRequest, res: MedusaResponse) => {
  const customerId = requireCustomerId(req)
  const { id, labOrderId } = req.params
  const orders = req.scope.resolve<CustomerOrdersService>("customerOrdersService")
  const { result } = await orders.result(customerId, id, labOrderId)
  const stream = await req.scope.resolve<LabOrderService>("labOrderService").download(result)
  await sendPrivateFile(res, stream, result)
})
