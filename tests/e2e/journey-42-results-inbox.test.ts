import { expect, it } from "vitest"
import { asBrowser, placeOrderAs, registerApprovedClinic } from "./support/browser-api"
import { useJourneyBrowser } from "./support/journey"
import { staffApi, uniqueEmail } from "./support/store-api"
import { checkScreen, main, signUp, storePath } from "./support/storefront"

const journey = useJourneyBrowser()
const REPORT = "Lab report\nEpilepsy Gene Panel: no pathogenic variant found.\n"

it("the clinic's results inbox lists a new result as unread; opening it shows it and marks it read, at 390 px too", async () => {
  const { page } = await journey.session("results-inbox-owner")
  await signUp(page, uniqueEmail("inbox-owner"), { first: "Ida", last: "Inbox" })
  await registerApprovedClinic(page, "Epilepsy Clinic", `Inbox Journey Clinic ${Date.now()}`)
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
  expect((await staff.post(`/admin/lab-orders/${labOrderId}/result`).send({ name: "report.txt", content: Buffer.from(REPORT).toString("base64") })).status).toBe(200)

  // From the clinic page to the inbox.
  await page.goto(storePath("/clinic"))
  await main(page).getByRole("link", { name: "Results inbox" }).click()
  await main(page).getByRole("heading", { level: 1, name: "Results inbox" }).waitFor()
  await main(page).getByText("1 result you have not opened yet").waitFor()
  const entry = main(page).getByRole("listitem", { name: /^New: / })
  await entry.getByText("New", { exact: true }).waitFor()
  await entry.getByRole("link", { name: `#${order.display_id}` }).waitFor()
  await checkScreen(page, "clinic-results-inbox", { screenshot: true })

  await entry.getByRole("button", { name: /^View result/ }).click()
  await main(page).getByText("no pathogenic variant found").waitFor()
  await main(page).getByText("You have read every result.").waitFor()
  expect((await asBrowser(page, "GET", "/store/lab-results")).body).toMatchObject({ count: 1, unread: 0 })

  // At 390 px the inbox reads without sideways scrolling.
  await page.setViewportSize({ width: 390, height: 844 })
  await page.reload()
  await main(page).getByRole("heading", { level: 1, name: "Results inbox" }).waitFor()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
})
