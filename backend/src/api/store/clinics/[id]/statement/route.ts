import type { MedusaRequest, MedusaResponse } from "@medusajs/medusa"
import { requireCustomerId } from "../../../../http/auth"
import { handler } from "../../../../http/handler"
import { sendInvoice } from "../../../../http/send-invoice"
import type InvoiceService from "../../../../../services/invoice"

/**
 * GET /store/clinics/:id/statement: the statement (PDF) of the clinic's open invoices, for its owner and admins
 * (a member: 403; anyone else: 404).
 */
export const GET = handler(async (req: MedusaRequest, res: MedusaResponse) => {
  const customerId = requireCustomerId(req)
  sendInvoice(res, await req.scope.resolve<InvoiceService>("invoiceService").statement(customerId, req.params.id))
})
