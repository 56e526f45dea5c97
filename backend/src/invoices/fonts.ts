import path from "node:path"
import PDFDocument from "pdfkit"

/**
 * The fonts of the store's PDFs (invoices, statements, kit labels), embedded (only the glyphs used). Liberation Sans
 * (backend/fonts, SIL Open Font License) covers Latin with Latin Extended (Polish ł ż ć, Czech ř š ť…), Greek with
 * its accents and Cyrillic; Noto Sans JP stands in for what it lacks (Japanese). A text is written in runs, each in
 * the first of the two fonts that has its glyphs, so no letter prints as "?" or blank.
 */
const FONT_DIR = path.resolve(__dirname, "..", "..", "fonts")
const JP_DIR = path.dirname(require.resolve("@expo-google-fonts/noto-sans-jp/package.json"))
const FILES = {
  regular: path.join(FONT_DIR, "LiberationSans-Regular.ttf"),
  bold: path.join(FONT_DIR, "LiberationSans-Bold.ttf"),
  regularFallback: path.join(JP_DIR, "400Regular", "NotoSansJP_400Regular.ttf"),
  boldFallback: path.join(JP_DIR, "700Bold", "NotoSansJP_700Bold.ttf"),
}

export type Weight = "regular" | "bold"
const NAMES = { regular: "Body", bold: "Body-Bold", regularFallback: "Body-Fallback", boldFallback: "Body-Bold-Fallback" } as const

type GlyphCoverage = { hasGlyphForCodePoint(codePoint: number): boolean }
/** Which code points the primary font draws (both weights cover the same letters): pdfkit's embedded font, read once. */
let primaryFont: GlyphCoverage | undefined
function primaryHas(codePoint: number): boolean {
  if (!primaryFont) {
    const probe = new PDFDocument({ autoFirstPage: false, font: FILES.regular }) as unknown as { _font: { font: GlyphCoverage } }
    primaryFont = probe._font.font
  }
  return primaryFont.hasGlyphForCodePoint(codePoint)
}

/** Text as printed: the narrow and ordinary no-break spaces the money format uses become spaces (one line's text reads back with plain spaces). */
function printable(text: string): string {
  return text.replace(/[\u00a0\u202f\u2009]/g, " ")
}

/** The text cut into runs, each to be drawn by the primary font or by the fallback; spaces stay in the run they are in. */
function fontRuns(text: string): { fallback: boolean; text: string }[] {
  const runs: { fallback: boolean; text: string }[] = []
  for (const char of text) {
    const codePoint = char.codePointAt(0) as number
    const last = runs[runs.length - 1]
    const fallback = /\s/.test(char) && last ? last.fallback : !primaryHas(codePoint)
    if (last && last.fallback === fallback) last.text += char
    else runs.push({ fallback, text: char })
  }
  return runs
}

const weights = new WeakMap<PDFKit.PDFDocument, Weight>()

/** A new A4 document with the fonts registered and the regular weight chosen. */
export function newDocument(options: PDFKit.PDFDocumentOptions): PDFKit.PDFDocument {
  const doc = new PDFDocument({ ...options, font: FILES.regular })
  for (const [key, name] of Object.entries(NAMES)) doc.registerFont(name, FILES[key as keyof typeof FILES])
  useWeight(doc, "regular")
  return doc
}

/** The document's bytes once it is ended (`doc.end()`): every PDF the store renders is answered whole. */
export function collectPdf(doc: PDFKit.PDFDocument): Promise<Buffer> {
  const chunks: Buffer[] = []
  doc.on("data", (chunk: Buffer) => chunks.push(chunk))
  return new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)))
    doc.on("error", reject)
  })
}

/** Chooses the weight the following texts are written in. */
export function useWeight(doc: PDFKit.PDFDocument, weight: Weight): PDFKit.PDFDocument {
  weights.set(doc, weight)
  return doc.font(NAMES[weight])
}

function fontName(doc: PDFKit.PDFDocument, fallback: boolean): string {
  const weight = weights.get(doc) ?? "regular"
  return fallback ? NAMES[`${weight}Fallback`] : NAMES[weight]
}

/**
 * Writes a text (at x, y when given), each run in the font that draws it; the options as pdfkit's `text` takes them.
 * The document's font is the primary one of the weight afterwards.
 */
export function writeText(doc: PDFKit.PDFDocument, text: string, position?: { x: number; y: number }, options: PDFKit.Mixins.TextOptions = {}): void {
  const runs = fontRuns(printable(text))
  if (!runs.length) runs.push({ fallback: false, text: "" })
  runs.forEach((run, index) => {
    doc.font(fontName(doc, run.fallback))
    const runOptions = { ...options, continued: index < runs.length - 1 ? true : options.continued }
    if (index === 0 && position) doc.text(run.text, position.x, position.y, runOptions)
    else doc.text(run.text, runOptions)
  })
  doc.font(fontName(doc, false))
}

/** The height a text takes in a width: measured in the fallback font when any of it needs that one (its glyphs are the wider). */
export function heightOfText(doc: PDFKit.PDFDocument, text: string, options: PDFKit.Mixins.TextOptions): number {
  const value = printable(text)
  const fallback = fontRuns(value).some((run) => run.fallback)
  doc.font(fontName(doc, fallback))
  const height = doc.heightOfString(value, options)
  doc.font(fontName(doc, false))
  return height
}

/** The width of a one-line text, run by run. */
export function widthOfText(doc: PDFKit.PDFDocument, text: string): number {
  let width = 0
  for (const run of fontRuns(printable(text))) {
    doc.font(fontName(doc, run.fallback))
    width += doc.widthOfString(run.text)
  }
  doc.font(fontName(doc, false))
  return width
}
