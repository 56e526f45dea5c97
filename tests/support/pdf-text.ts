import { createRequire } from "node:module"
import path from "node:path"
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs"

/** pdf.js's copies of the PDF standard fonts (for PDFs that use them; the invoice embeds its own), as the folder path it asks for. */
const STANDARD_FONTS = path.join(path.dirname(createRequire(import.meta.url).resolve("pdfjs-dist/package.json")), "standard_fonts") + path.sep

/** The text of every page of a PDF, read back with pdf.js (lines joined by newlines, pages by blank lines). */
export async function pdfText(content: Uint8Array): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(content), isEvalSupported: false, useSystemFonts: false, standardFontDataUrl: STANDARD_FONTS }).promise
  const pages: string[] = []
  for (let number = 1; number <= pdf.numPages; number++) {
    const page = await pdf.getPage(number)
    const content = await page.getTextContent()
    pages.push(content.items.map((item) => ("str" in item ? item.str + (item.hasEOL ? "\n" : " ") : "")).join(""))
  }
  await pdf.destroy()
  return pages.join("\n\n")
}
