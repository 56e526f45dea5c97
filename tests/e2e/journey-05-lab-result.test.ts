import fs from "node:fs"
import { expect, it } from "vitest"
import { asBrowser, placeOrderAs, registerApprovedClinic } from "./support/browser-api"
import { useJourneyBrowser } from "./support/journey"
import { staffApi, uniqueEmail } from "./support/store-api"
import { checkScreen, main, signIn, signUp, storePath } from "./support/storefront"

const journey = useJourneyBrowser()
const REPORT = "Lab report\nEpilepsy Gene Panel: no pathogenic variant found.\n"

it("staff upload a lab result; the customer opens and downloads it; another clinic's member gets nothing", async () => {
  const { page } = await journey.session("lab-result-owner")
  await signUp(page, uniqueEmail("lab-owner"), { first: "Lara", last: "Lab" })
  await registerApprovedClinic(page, "Epilepsy Clinic", `Lab Journey Clinic ${Date.now()}`)
  const order = await placeOrderAs(page, "epilepsy-gene-panel")

  // The order.placed subscriber creates the lab order a moment after checkout.
  const staff = await staffApi()
  let labOrderId = ""
  await expect
    .poll(async () => {
      const res = await staff.get(`/admin/lab-orders?order_id=${order.id}`)
      labOrderId = res.body.lab_orders?.[0]?.id ?? ""
      return labOrderId
    }, { timeout: 30_000 })
    .not.toBe("")
  expect((await asBrowser(page, "GET", `/store/orders/${order.id}/results/${labOrderId}`)).status).toBe(404)
  for (const status of ["kit_sent", "awaiting_samples", "in_analysis"]) {
    expect((await staff.post(`/admin/lab-orders/${labOrderId}`).send({ status })).status).toBe(200)
  }
  const upload = await staff.post(`/admin/lab-orders/${labOrderId}/result`).send({ name: "report.txt", content: Buffer.from(REPORT).toString("base64") })
  expect(upload.status).toBe(200)

  await page.goto(storePath(`/orders/${order.id}`))
  await main(page).getByRole("heading", { name: `Order #${order.display_id}` }).waitFor()
  await main(page).getByText("Results ready").first().waitFor()
  await main(page).getByRole("button", { name: /^View result/ }).click()
  const result = main(page).getByRole("region", { name: "Result: report.txt" })
  await result.getByText("no pathogenic variant found").waitFor()
  await checkScreen(page, "order-lab-result", { screenshot: true })
  const [download] = await Promise.all([page.waitForEvent("download"), result.getByRole("link", { name: "Download result" }).click()])
  expect(download.suggestedFilename()).toBe("report.txt")
  expect(fs.readFileSync((await download.path())!, "utf8")).toBe(REPORT)

  // A member of another clinic: the same addresses give nothing.
  const other = await journey.session("lab-result-other-clinic")
  await signIn(other.page, "fertility@example.com")
  const apiAnswer = await asBrowser(other.page, "GET", `/store/orders/${order.id}/results/${labOrderId}`)
  expect(apiAnswer.status).toBe(404)
  expect(JSON.stringify(apiAnswer.body)).not.toContain("report.txt")
  expect((await asBrowser(other.page, "GET", `/store/orders/${order.id}/results/${labOrderId}/download`)).status).toBe(404)
  await other.page.goto(storePath(`/orders/${order.id}`))
  await main(other.page).getByText("We could not find what you were looking for.").first().waitFor()
  expect(await main(other.page).getByText("report.txt").count()).toBe(0)
  expect(await main(other.page).getByRole("button", { name: /^View result/ }).count()).toBe(0)
  await checkScreen(other.page, "order-not-found", { screenshot: true })
})
