import { collectPdf, newDocument, useWeight, widthOfText, writeText } from "./fonts"
import { STATEMENT_COPY, type StatementDocument } from "./statement"

const MARGIN = 50
/** Columns: invoice number, issue day, due day, order, amount (right-aligned to the margin). */
const COLUMNS = { number: MARGIN, issued: 130, due: 240, order: 350, amount: 420 }
const AMOUNT_WIDTH = 125

/** The statement of a clinic's open invoices as a PDF (A4), in the document's language. */
export function renderStatementPdf(statement: StatementDocument): Promise<Buffer> {
  const copy = STATEMENT_COPY[statement.locale]
  const doc = newDocument({ size: "A4", margin: MARGIN, info: { Title: `${copy.title}: ${statement.clinic.name}`, Author: statement.seller.name } })
  const done = collectPdf(doc)
  const write = (text: string, options?: PDFKit.Mixins.TextOptions) => writeText(doc, text, undefined, options)

  useWeight(doc, "bold").fontSize(18)
  write(copy.title)
  useWeight(doc, "regular").fontSize(10).moveDown(0.5)
  write(`${copy.date}: ${statement.issuedAt}`)
  doc.moveDown()

  const top = doc.y
  useWeight(doc, "bold")
  write(copy.seller, { width: 230 })
  useWeight(doc, "regular")
  const seller = statement.seller
  for (const line of [seller.name, ...seller.address, seller.email ?? "", seller.vat ? `${copy.vat}: ${seller.vat}` : ""].filter(Boolean)) write(line, { width: 230 })
  const sellerBottom = doc.y
  useWeight(doc, "bold")
  writeText(doc, copy.billTo, { x: 300, y: top }, { width: 245 })
  useWeight(doc, "regular")
  const clinic = statement.clinic
  const clinicVat = clinic.vatNumber ? `${copy.buyerVat}: ${clinic.vatNumber}` : ""
  for (const line of [clinic.name, ...clinic.lines, clinic.email, clinicVat].filter(Boolean)) writeText(doc, line, { x: 300, y: doc.y }, { width: 245 })
  doc.x = MARGIN
  doc.y = Math.max(doc.y, sellerBottom) + 20

  if (!statement.invoices.length) write(copy.nothingOpen)
  else {
    row(doc, [copy.number, copy.invoiceDate, copy.dueDate, copy.order, copy.amount], true)
    for (const invoice of statement.invoices) row(doc, [invoice.number, invoice.issuedAt, invoice.due, `#${invoice.orderNumber}`, invoice.amount], false)
    doc.moveDown(0.5)
    // Each currency's total on one line, the amount right-aligned under the amounts.
    useWeight(doc, "bold")
    for (const total of statement.totals) {
      const y = doc.y
      const width = Math.max(AMOUNT_WIDTH, widthOfText(doc, total) + 2)
      const right = COLUMNS.amount + AMOUNT_WIDTH
      writeText(doc, copy.total, { x: COLUMNS.order - 100, y }, { width: right - width - (COLUMNS.order - 100) - 4, lineBreak: false })
      writeText(doc, total, { x: right - width, y }, { width, align: "right", lineBreak: false })
      doc.x = MARGIN
      doc.y = y + doc.currentLineHeight(true)
    }
    useWeight(doc, "regular")
  }

  doc.moveDown(2)
  doc.x = MARGIN
  useWeight(doc, "bold")
  write(copy.howToPay)
  useWeight(doc, "regular")
  write(copy.payManual)
  if (seller.bankAccount) write(`${copy.account}: ${seller.bankAccount}`)
  doc.end()
  return done
}

/** One row of the table of invoices, on one line. */
function row(doc: PDFKit.PDFDocument, cells: [string, string, string, string, string], header: boolean): void {
  if (doc.y > doc.page.height - 120) doc.addPage()
  const y = doc.y
  useWeight(doc, header ? "bold" : "regular").fontSize(9)
  const [number, issued, due, order, amount] = cells
  writeText(doc, number, { x: COLUMNS.number, y }, { width: 75, lineBreak: false })
  writeText(doc, issued, { x: COLUMNS.issued, y }, { width: 105, lineBreak: false })
  writeText(doc, due, { x: COLUMNS.due, y }, { width: 105, lineBreak: false })
  writeText(doc, order, { x: COLUMNS.order, y }, { width: 65, lineBreak: false })
  writeText(doc, amount, { x: COLUMNS.amount, y }, { width: AMOUNT_WIDTH, align: "right", lineBreak: false })
  doc.x = MARGIN
  doc.y = y + doc.currentLineHeight(true) + 6
  doc.fontSize(10)
}
