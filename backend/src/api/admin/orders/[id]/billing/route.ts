import type { MedusaRequest, MedusaResponse } from "@medusajs/medusa"
import { handler } from "../../../../http/handler"
import type InvoiceService from "../../../../../services/invoice"
import type OrderReferenceService from "../../../../../services/order-reference"
import { formatInvoiceNumber } from "../../../../../invoices/document"

/** GET /admin/orders/:id/billing (staff): the order's reference and invoice number, for the back office's order page. */
export const GET = handler(async (req: MedusaRequest, res: MedusaResponse) => {
  // ensure() answers 404 for an order that does not exist
  const invoice = await req.scope.resolve<InvoiceService>("invoiceService").ensure(req.params.id)
  const reference = await req.scope.resolve<OrderReferenceService>("orderReferenceService").ofOrder(req.params.id)
  res.json({ billing: { reference, invoice_number: formatInvoiceNumber(invoice.number), invoice_issued_at: invoice.issued_at } })
})
