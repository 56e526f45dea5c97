import path from "node:path"
import PDFDocument from "pdfkit"
import { INVOICE_COPY } from "./copy"
import type { InvoiceDocument } from "./document"

/**
 * The invoice's font, embedded (only the glyphs used): Noto Sans JP covers Latin-1, Cyrillic, most of Greek and
 * Japanese, so a product title or an address in those prints as written, never as "?". It lacks Latin Extended-A
 * (Polish ł, ż, ć…) and accented Greek: those still print blank.
 */
const FONT_DIR = path.dirname(require.resolve("@expo-google-fonts/noto-sans-jp/package.json"))
const FONTS = { regular: path.join(FONT_DIR, "400Regular", "NotoSansJP_400Regular.ttf"), bold: path.join(FONT_DIR, "700Bold", "NotoSansJP_700Bold.ttf") }

/** Text as printed: the narrow and ordinary no-break spaces the money format uses become spaces (one line's text reads back with plain spaces). */
function printable(text: string): string {
  return text.replace(/[\u00a0\u202f\u2009]/g, " ")
}

const MARGIN = 50
const COLUMNS = { name: MARGIN, quantity: 290, unitPrice: 330, tax: 410, amount: 480 }

/** The invoice as a PDF (A4), in the document's language. */
export function renderInvoicePdf(invoice: InvoiceDocument): Promise<Buffer> {
  const copy = INVOICE_COPY[invoice.locale]
  const doc = new PDFDocument({ size: "A4", margin: MARGIN, font: FONTS.regular, info: { Title: `${copy.title} ${invoice.number}`, Author: invoice.seller.name } })
  const chunks: Buffer[] = []
  doc.on("data", (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)))
    doc.on("error", reject)
  })
  const write = (text: string, options?: PDFKit.Mixins.TextOptions) => doc.text(printable(text), options)
  doc.registerFont("Body", FONTS.regular)
  doc.registerFont("Body-Bold", FONTS.bold)

  doc.font("Body-Bold").fontSize(20)
  write(copy.title)
  doc.font("Body").fontSize(10).moveDown(0.5)
  write(`${copy.number}: ${invoice.number}`)
  write(`${copy.date}: ${invoice.issuedAt}`)
  write(`${copy.order}: #${invoice.orderNumber}`)
  if (invoice.reference) write(`${copy.reference}: ${invoice.reference}`)

  doc.moveDown()
  const top = doc.y
  doc.font("Body-Bold")
  write(copy.seller, { width: 230 })
  doc.font("Body")
  const seller = invoice.seller
  for (const line of [seller.name, ...seller.address, seller.email ?? "", seller.vat ? `${copy.vat}: ${seller.vat}` : ""].filter(Boolean)) write(line, { width: 230 })
  const sellerBottom = doc.y
  doc.y = top
  doc.font("Body-Bold")
  doc.text(printable(copy.billTo), 300, top, { width: 245 })
  doc.font("Body")
  const billTo = invoice.billTo
  const billToVat = billTo.vatNumber ? `${copy.buyerVat}: ${billTo.vatNumber}` : ""
  for (const line of [billTo.name ?? "", ...billTo.lines, billTo.email, billToVat].filter(Boolean)) doc.text(printable(line), 300, doc.y, { width: 245 })
  doc.x = MARGIN
  doc.y = Math.max(doc.y, sellerBottom) + 20

  // An order priced including VAT says which amounts include it (Medusa's figures either way).
  const labels = invoice.includesTax ? { ...copy, ...copy.inclVat } : copy
  if (invoice.includesTax) doc.text(printable(copy.inclVat.note), MARGIN, doc.y).moveDown(0.5)
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
    doc.font(label === labels.total ? "Body-Bold" : "Body")
    const amountWidth = Math.max(65, doc.widthOfString(printable(value)) + 2)
    const right = COLUMNS.amount + 65
    doc.text(printable(label), COLUMNS.unitPrice, y, { width: right - amountWidth - COLUMNS.unitPrice - 4, lineBreak: false })
    doc.text(printable(value), right - amountWidth, y, { width: amountWidth, align: "right", lineBreak: false })
    doc.x = MARGIN
    doc.y = y + doc.currentLineHeight(true)
  }
  doc.font("Body").moveDown(2)
  doc.x = MARGIN
  doc.font("Body-Bold")
  write(copy.howToPay)
  doc.font("Body")
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
  doc.font(header ? "Body-Bold" : "Body").fontSize(9)
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
