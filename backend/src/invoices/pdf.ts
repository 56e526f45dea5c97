import PDFDocument from "pdfkit"
import { INVOICE_COPY } from "./copy"
import type { InvoiceDocument } from "./document"

/**
 * Text as the PDF's standard fonts (WinAnsi) can print it: the narrow and ordinary no-break spaces the money format
 * uses become spaces and the minus sign a hyphen; other characters outside WinAnsi become "?".
 */
function printable(text: string): string {
  return text
    .replace(/[\u00a0\u202f\u2009]/g, " ")
    .replace(/\u2212/g, "-")
    .replace(/[^\n\u0020-\u00ff€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ]/g, "?")
}

const MARGIN = 50
const COLUMNS = { name: MARGIN, quantity: 290, unitPrice: 330, tax: 410, amount: 480 }

/** The invoice as a PDF (A4), in the document's language. */
export function renderInvoicePdf(invoice: InvoiceDocument): Promise<Buffer> {
  const copy = INVOICE_COPY[invoice.locale]
  const doc = new PDFDocument({ size: "A4", margin: MARGIN, info: { Title: `${copy.title} ${invoice.number}`, Author: invoice.seller.name } })
  const chunks: Buffer[] = []
  doc.on("data", (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)))
    doc.on("error", reject)
  })
  const write = (text: string, options?: PDFKit.Mixins.TextOptions) => doc.text(printable(text), options)

  doc.font("Helvetica-Bold").fontSize(20)
  write(copy.title)
  doc.font("Helvetica").fontSize(10).moveDown(0.5)
  write(`${copy.number}: ${invoice.number}`)
  write(`${copy.date}: ${invoice.issuedAt}`)
  write(`${copy.order}: #${invoice.orderNumber}`)
  if (invoice.reference) write(`${copy.reference}: ${invoice.reference}`)

  doc.moveDown()
  const top = doc.y
  doc.font("Helvetica-Bold")
  write(copy.seller, { width: 230 })
  doc.font("Helvetica")
  const seller = invoice.seller
  for (const line of [seller.name, ...seller.address, seller.email ?? "", seller.vat ? `${copy.vat}: ${seller.vat}` : ""].filter(Boolean)) write(line, { width: 230 })
  const sellerBottom = doc.y
  doc.y = top
  doc.font("Helvetica-Bold")
  doc.text(printable(copy.billTo), 300, top, { width: 245 })
  doc.font("Helvetica")
  for (const line of [invoice.billTo.name ?? "", ...invoice.billTo.lines, invoice.billTo.email].filter(Boolean)) doc.text(printable(line), 300, doc.y, { width: 245 })
  doc.x = MARGIN
  doc.y = Math.max(doc.y, sellerBottom) + 20

  row(doc, { name: copy.item, quantity: copy.quantity, unitPrice: copy.unitPrice, tax: copy.tax, amount: copy.amount }, true)
  for (const line of invoice.lines) {
    row(doc, { name: line.name, quantity: String(line.quantity), unitPrice: line.unitPrice, tax: `${line.tax} (${line.taxRate})`, amount: line.amount }, false)
  }
  doc.moveDown()
  const totals: [string, string][] = [
    [copy.subtotal, invoice.totals.subtotal],
    ...(invoice.totals.discount ? [[copy.discount, `-${invoice.totals.discount}`] as [string, string]] : []),
    [copy.shipping, invoice.totals.shipping],
    [copy.taxTotal, invoice.totals.tax],
    [copy.total, invoice.totals.total],
  ]
  for (const [label, value] of totals) {
    const y = doc.y
    doc.font(label === copy.total ? "Helvetica-Bold" : "Helvetica")
    doc.text(printable(label), COLUMNS.unitPrice, y, { width: 140 })
    doc.text(printable(value), COLUMNS.amount, y, { width: 65, align: "right" })
  }
  doc.font("Helvetica").moveDown(2)
  doc.x = MARGIN
  doc.font("Helvetica-Bold")
  write(copy.howToPay)
  doc.font("Helvetica")
  write(`${copy.paymentStatus}: ${invoice.standing}`)
  if (invoice.payment === "manual") {
    write(copy.payManual(invoice.number, seller.paymentDays))
    if (seller.bankAccount) write(`${copy.account}: ${seller.bankAccount}`)
  } else write(copy.paid)
  doc.end()
  return done
}

type RowCells = { name: string; quantity: string; unitPrice: string; tax: string; amount: string }

/** One table row; the name may wrap, the row is as tall as its tallest cell. */
function row(doc: PDFKit.PDFDocument, cells: RowCells, header: boolean): void {
  if (doc.y > doc.page.height - 120) doc.addPage()
  const y = doc.y
  doc.font(header ? "Helvetica-Bold" : "Helvetica").fontSize(9)
  const heights = [
    doc.heightOfString(printable(cells.name), { width: 230 }),
    doc.heightOfString(printable(cells.tax), { width: 65 }),
  ]
  doc.text(printable(cells.name), COLUMNS.name, y, { width: 230 })
  doc.text(printable(cells.quantity), COLUMNS.quantity, y, { width: 35, align: "right" })
  doc.text(printable(cells.unitPrice), COLUMNS.unitPrice, y, { width: 75, align: "right" })
  doc.text(printable(cells.tax), COLUMNS.tax, y, { width: 65, align: "right" })
  doc.text(printable(cells.amount), COLUMNS.amount, y, { width: 65, align: "right" })
  doc.x = MARGIN
  doc.y = y + Math.max(...heights) + 6
  doc.fontSize(10)
}
