import { create as createQrCode } from "qrcode"
import { collectPdf, newDocument, useWeight, writeText } from "../invoices/fonts"

/** What a kit's label says: the sample id (as text and as the QR code the lab scans) and, for the people handling it, the test and the order. */
export type KitLabel = { sampleId: string; test: string; orderNumber: number; clinic: string | null }

/** 1 mm in PDF points. */
const MM = 72 / 25.4
/** A 100 × 62 mm label (a common roll of shipping labels), 4 mm of margin. */
const SIZE: [number, number] = [100 * MM, 62 * MM]
const MARGIN = 4 * MM
/** The QR code's side (its quiet zone of four modules included): 40 mm, read from arm's length by a lab scanner. */
const QR_SIDE = 40 * MM

/**
 * The kit label of a lab order as a PDF page: the QR code of the sample id (drawn as vector squares, error correction
 * M, with its quiet zone) on the left, the sample id large beside it with the test, the order number and the clinic.
 */
export function renderKitLabelPdf(label: KitLabel): Promise<Buffer> {
  const doc = newDocument({ size: SIZE, margin: MARGIN, info: { Title: `Kit ${label.sampleId}` } })
  const done = collectPdf(doc)

  const qr = createQrCode(label.sampleId, { errorCorrectionLevel: "M" })
  const modules = qr.modules.size
  const quiet = 4
  const cell = QR_SIDE / (modules + 2 * quiet)
  const left = MARGIN
  const top = (SIZE[1] - QR_SIDE) / 2
  for (let row = 0; row < modules; row++) {
    for (let column = 0; column < modules; column++) {
      if (qr.modules.get(row, column)) doc.rect(left + (column + quiet) * cell, top + (row + quiet) * cell, cell, cell)
    }
  }
  doc.fill("black")

  const textX = left + QR_SIDE + 3 * MM
  const width = SIZE[0] - textX - MARGIN
  useWeight(doc, "regular").fontSize(7)
  writeText(doc, "Sample ID", { x: textX, y: top + 2 * MM }, { width })
  useWeight(doc, "bold").fontSize(13)
  writeText(doc, label.sampleId, { x: textX, y: doc.y }, { width, lineBreak: false })
  doc.y += 2
  useWeight(doc, "regular").fontSize(8)
  writeText(doc, label.test, { x: textX, y: doc.y + 2 * MM }, { width, height: 18 * MM, ellipsis: true })
  writeText(doc, `Order #${label.orderNumber}`, { x: textX, y: doc.y + 1 * MM }, { width })
  if (label.clinic) writeText(doc, label.clinic, { x: textX, y: doc.y }, { width, height: 10 * MM, ellipsis: true })
  doc.end()
  return done
}
