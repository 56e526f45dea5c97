import type { MedusaRequest, MedusaResponse } from "@medusajs/medusa"
import { handler } from "../../../../http/handler"
import type LabOrderService from "../../../../../services/lab-order"

/** GET /admin/lab-orders/:id/kit-label (staff): the kit's printable label (PDF) with the sample id as text and QR code; 404 if unknown. */
export const GET = handler(async (req: MedusaRequest, res: MedusaResponse) => {
  const label = await req.scope.resolve<LabOrderService>("labOrderService").kitLabel(req.params.id)
  res.setHeader("Content-Type", "application/pdf")
  res.setHeader("Content-Disposition", `inline; filename="${label.fileName}"`)
  res.setHeader("Cache-Control", "private, no-store")
  res.setHeader("X-Content-Type-Options", "nosniff")
  res.status(200).end(label.content)
})
