import type { MedusaRequest, MedusaResponse } from "@medusajs/medusa"
import { ApiError } from "../../../../http/api-error"
import { requireCustomerId } from "../../../../http/auth"
import { handler } from "../../../../http/handler"
import type InvoiceService from "../../../../../services/invoice"
import { sendInvoice } from "../../../../http/send-invoice"

/**
 * GET /store/orders/:id/invoice: the order's invoice (PDF) for the customer who placed it and, for a clinic's order,
 * the clinic's owner and admins; 404 for anyone else.
 */
export const GET = handler(async (req: MedusaRequest, res: MedusaResponse) => {
  const customerId = requireCustomerId(req)
  const invoices = req.scope.resolve<InvoiceService>("invoiceService")
  if (!(await invoices.mayRead(customerId, req.params.id))) throw ApiError.notFound("Order")
  sendInvoice(res, await invoices.pdf(req.params.id))
})
