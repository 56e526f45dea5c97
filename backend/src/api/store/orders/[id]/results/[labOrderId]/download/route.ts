import type { MedusaRequest, MedusaResponse } from "@medusajs/medusa"
import { requireCustomerId } from "../../../../../../http/auth"
import { handler } from "../../../../../../http/handler"
import type CustomerOrdersService from "../../../../../../../services/customer-orders"
import type LabOrderService from "../../../../../../../services/lab-order"

/** RFC 6266 Content-Disposition for a (sanitised) file name, with an ASCII fallback. */
function attachment(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_")
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`
}

/** GET /store/orders/:id/results/:labOrderId/download: the result file itself, same ownership rule. */
export const GET = handler(async (req: MedusaRequest, res: MedusaResponse) => {
  const customerId = requireCustomerId(req)
  const { id, labOrderId } = req.params
  const orders = req.scope.resolve<CustomerOrdersService>("customerOrdersService")
  const { result } = await orders.result(customerId, id, labOrderId)
  const stream = await req.scope.resolve<LabOrderService>("labOrderService").download(result)
  res.setHeader("Content-Type", result.mime_type)
  res.setHeader("Content-Length", String(result.size))
  res.setHeader("Content-Disposition", attachment(result.name))
  res.setHeader("X-Content-Type-Options", "nosniff")
  res.setHeader("Cache-Control", "private, no-store")
  await new Promise<void>((resolve, reject) => {
    stream.on("error", reject)
    res.on("finish", () => resolve())
    stream.pipe(res)
  })
})
