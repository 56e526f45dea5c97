import type { MedusaResponse } from "@medusajs/medusa"

/** Sends an invoice PDF as a download that no cache keeps. */
export function sendInvoice(res: MedusaResponse, invoice: { fileName: string; content: Buffer }): void {
  res.setHeader("Content-Type", "application/pdf")
  res.setHeader("Content-Disposition", `attachment; filename="${invoice.fileName}"`)
  res.setHeader("Cache-Control", "private, no-store")
  res.setHeader("X-Content-Type-Options", "nosniff")
  res.status(200).end(invoice.content)
}
