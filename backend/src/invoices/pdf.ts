import { INVOICE_COPY } from "./copy"
import type { InvoiceDocument } from "./document"
import { collectPdf, heightOfText, newDocument, useWeight, widthOfText, writeText } from "./fonts"

const MARGIN = 50
const COLUMNS = { name: MARGIN, quantity: 290, unitPrice: 330, tax: 410, amount: 480 }

/** The invoice as a PDF (A4), in the document's language. */
export function renderInvoicePdf(invoice: InvoiceDocument): Promise<Buffer> {
  const copy = INVOICE_COPY[invoice.locale]
  const doc = newDocument({ size: "A4", margin: MARGIN, info: { Title: `${copy.title} ${invoice.number}`, Author: invoice.seller.name } })
  const done = collectPdf(doc)
  const write = (text: string, options?: PDFKit.Mixins.TextOptions) => writeText(doc, text, undefined, options)

  useWeight(doc, "bold").fontSize(20)
  write(copy.title)
  useWeight(doc, "regular").fontSize(10).moveDown(0.5)
  write(`${copy.number}: ${invoice.number}`)
  write(`${copy.date}: ${invoice.issuedAt}`)
  write(`${copy.order}: #${invoice.orderNumber}`)
  if (invoice.reference) write(`${copy.reference}: ${invoice.reference}`)

  doc.moveDown()
  const top = doc.y
  useWeight(doc, "bold")
  write(copy.seller, { width: 230 })
  useWeight(doc, "regular")
  const seller = invoice.seller
  for (const line of [seller.name, ...seller.address, seller.email ?? "", seller.vat ? `${copy.vat}: ${seller.vat}` : ""].filter(Boolean)) write(line, { width: 230 })
  const sellerBottom = doc.y
  doc.y = top
  useWeight(doc, "bold")
  writeText(doc, copy.billTo, { x: 300, y: top }, { width: 245 })
  useWeight(doc, "regular")
  const billTo = invoice.billTo
  const billToVat = billTo.vatNumber ? `${copy.buyerVat}: ${billTo.vatNumber}` : ""
  for (const line of [billTo.name ?? "", ...billTo.lines, billTo.email, billToVat].filter(Boolean)) writeText(doc, line, { x: 300, y: doc.y }, { width: 245 })
  doc.x = MARGIN
  doc.y = Math.max(doc.y, sellerBottom) + 20

  // An order priced including VAT says which amounts include it (Medusa's figures either way).
  const labels = invoice.includesTax ? { ...copy, ...copy.inclVat } : copy
  if (invoice.includesTax) {
    writeText(doc, copy.inclVat.note, { x: MARGIN, y: doc.y })
    doc.moveDown(0.5)
  }
  row(doc, { name: labels.item, quantity: labels.quantity, unitPrice: labels.unitPrice, tax: labels.tax, amount: labels.amount }, true)
  for (const line of invoice.lines) {
    row(doc, { name: line.name, quantity: String(line.quantity), unitPrice: line.unitPrice, tax: `${line.tax} (${line.taxRate})`, amount: line.amount }, false)
  }
  doc.moveDown()
  const totals: [string, string][] = [
    [labels.subtotal, invoice.totals.subtotal],
    ...(invoice.totals.discount ? [[labels.discount, `-${invoice.totals.discount}`] as [string, string]] : []),
    [labels.shipping, invoice.totals.shipping],
    [labels.taxTotal, invoice.totals.tax],
    [labels.total, invoice.totals.total],
  ]
  // Each total on one line: the label from the unit price column, the amount right-aligned to the margin, as wide
  // as it needs (a large amount in a long currency format must not wrap).
  for (const [label, value] of totals) {
    const y = doc.y
    useWeight(doc, label === labels.total ? "bold" : "regular")
    const amountWidth = Math.max(65, widthOfText(doc, value) + 2)
    const right = COLUMNS.amount + 65
    writeText(doc, label, { x: COLUMNS.unitPrice, y }, { width: right - amountWidth - COLUMNS.unitPrice - 4, lineBreak: false })
    writeText(doc, value, { x: right - amountWidth, y }, { width: amountWidth, align: "right", lineBreak: false })
    doc.x = MARGIN
    doc.y = y + doc.currentLineHeight(true)
  }
  useWeight(doc, "regular").moveDown(2)
  doc.x = MARGIN
  useWeight(doc, "bold")
  write(copy.howToPay)
  useWeight(doc, "regular")
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
  useWeight(doc, header ? "bold" : "regular").fontSize(9)
  const heights = [
    heightOfText(doc, cells.name, { width: 230 }),
    heightOfText(doc, cells.tax, { width: 65 }),
  ]
  writeText(doc, cells.name, { x: COLUMNS.name, y }, { width: 230 })
  writeText(doc, cells.quantity, { x: COLUMNS.quantity, y }, { width: 35, align: "right" })
  writeText(doc, cells.unitPrice, { x: COLUMNS.unitPrice, y }, { width: 75, align: "right" })
  writeText(doc, cells.tax, { x: COLUMNS.tax, y }, { width: 65, align: "right" })
  writeText(doc, cells.amount, { x: COLUMNS.amount, y }, { width: 65, align: "right" })
  doc.x = MARGIN
  doc.y = y + Math.max(...heights) + 6
  doc.fontSize(10)
}
