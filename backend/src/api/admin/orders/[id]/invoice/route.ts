import type { MedusaRequest, MedusaResponse } from "@medusajs/medusa"
import { handler } from "../../../../http/handler"
import { sendInvoice } from "../../../../http/send-invoice"
import type InvoiceService from "../../../../../services/invoice"

/** GET /admin/orders/:id/invoice (staff): the order's invoice as a PDF; 404 for an unknown order. */
export const GET = handler(async (req: MedusaRequest, res: MedusaResponse) => {
  sendInvoice(res, await req.scope.resolve<InvoiceService>("invoiceService").pdf(req.params.id))
})
