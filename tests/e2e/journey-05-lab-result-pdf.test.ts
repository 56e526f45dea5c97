import PDFDocument from "pdfkit"
import type { Page } from "playwright-core"
import { expect, it } from "vitest"
import { placeOrderAs, registerApprovedClinic } from "./support/browser-api"
import { useJourneyBrowser } from "./support/journey"
import { staffApi, uniqueEmail } from "./support/store-api"
import { main, signUp, storePath } from "./support/storefront"

const journey = useJourneyBrowser()

/** A real two-page PDF report, made with pdfkit. */
function pdfReport(): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: "A4" })
    const chunks: Buffer[] = []
    doc.on("data", (chunk: Buffer) => chunks.push(chunk))
    doc.on("end", () => resolve(Buffer.concat(chunks)))
    doc.on("error", reject)
    doc.fontSize(28).text("Lab report")
    doc.rect(50, 200, 400, 200).fill("#1d4ed8")
    doc.addPage().fontSize(20).fillColor("black").text("Epilepsy Gene Panel: no pathogenic variant found.")
    doc.end()
  })
}

/** Each canvas of the shown result: its CSS width and how many of its pixels are not blank (white or transparent). */
async function renderedPages(page: Page) {
  const canvases = main(page).getByRole("region", { name: "Result: report.pdf" }).locator("canvas")
  await expect.poll(() => canvases.count(), { timeout: 30_000 }).toBe(2)
  return canvases.evaluateAll((elements) =>
    (elements as HTMLCanvasElement[]).map((canvas) => {
      const { data } = canvas.getContext("2d")!.getImageData(0, 0, canvas.width, canvas.height)
      let inked = 0
      for (let i = 0; i < data.length; i += 4) if (data[i + 3] > 0 && (data[i] < 250 || data[i + 1] < 250 || data[i + 2] < 250)) inked++
      return { cssWidth: canvas.getBoundingClientRect().width, inked }
    })
  )
}

it("a PDF result renders in the page as canvases that fit the width, on a desktop and a phone", async () => {
  const { page } = await journey.session("lab-result-pdf")
  const refused: string[] = []
  page.on("console", (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) refused.push(message.text())
  })
  await signUp(page, uniqueEmail("lab-pdf"), { first: "Petra", last: "Pdf" })
  await registerApprovedClinic(page, "Epilepsy Clinic", `Lab PDF Clinic ${Date.now()}`)
  const order = await placeOrderAs(page, "epilepsy-gene-panel")
  const staff = await staffApi()
  let labOrderId = ""
  await expect
    .poll(async () => {
      const res = await staff.get(`/admin/lab-orders?order_id=${order.id}`)
      labOrderId = res.body.lab_orders?.[0]?.id ?? ""
      return labOrderId
    }, { timeout: 30_000 })
    .not.toBe("")
  for (const status of ["kit_sent", "awaiting_samples", "in_analysis"]) {
    expect((await staff.post(`/admin/lab-orders/${labOrderId}`).send({ status })).status).toBe(200)
  }
  const upload = await staff.post(`/admin/lab-orders/${labOrderId}/result`).send({ name: "report.pdf", content: (await pdfReport()).toString("base64") })
  expect(upload.status).toBe(200)

  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 })
    await page.goto(storePath(`/orders/${order.id}`))
    await main(page).getByRole("heading", { name: `Order #${order.display_id}` }).waitFor()
    await main(page).getByRole("button", { name: /^View result/ }).click()
    const pages = await renderedPages(page)
    const region = await main(page).getByRole("region", { name: "Result: report.pdf" }).boundingBox()
    for (const shown of pages) {
      expect(shown.inked).toBeGreaterThan(100)
      expect(shown.cssWidth).toBeLessThanOrEqual(region!.width)
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
    await main(page).getByRole("region", { name: "Result: report.pdf" }).getByRole("link", { name: "Download result" }).waitFor()
  }
  expect(refused).toEqual([])
})
