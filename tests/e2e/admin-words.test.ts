import type { Browser, Page } from "playwright-core"
import { afterAll, afterEach, beforeAll, describe, expect, inject, it, vi } from "vitest"
import { expectNoLoadError, openAdmin, signInAsStaff } from "./support/admin-ui"
import { failureScreenshot, launchBrowser, newSession, screenshot } from "./support/browser"
import { approvedClinicOwner, approvedIndividual, placeOrder, productByHandle } from "./support/store-api"

const adminUrl = () => inject("adminUrl")

let browser: Browser
let page: Page

beforeAll(async () => {
  browser = await launchBrowser()
  ;({ page } = await newSession(browser))
  await signInAsStaff(page, adminUrl())
})

afterEach(async (context) => {
  if (context.task.result?.state === "fail") await failureScreenshot(page, context.task.name)
})

afterAll(async () => {
  await browser?.close()
})

/** Raw ids and status codes a person should never have to read in a list. */
const CODES = /labord_|order_01|cus_01|clinic_01|\b(in_analysis|kit_sent|awaiting_samples|results_ready|not_fulfilled)\b/

describe("back office: searches look in every status, lists say words", () => {
  it("a clinic search finds an approved clinic while the list shows Awaiting, with its status and country in words", async () => {
    const { clinic } = await approvedClinicOwner("Fertility Clinic")
    await openAdmin(page, `${adminUrl()}/a/clinics`, page.getByTestId("clinics-page"))
    expect(await page.locator("#clinic-status").inputValue()).toBe("awaiting")
    await page.getByRole("searchbox", { name: "Search clinics" }).fill(clinic.name)
    const row = page.locator(`[data-clinic-id="${clinic.id}"]`)
    await row.waitFor()
    await expectNoLoadError(page)
    expect(await page.locator("#clinic-status").inputValue()).toBe("")
    await page.getByText(`Searching clinics of every status for “${clinic.name}”.`).waitFor()
    expect(await row.locator("[data-status]").first().textContent()).toContain("Approved")
    expect(await row.textContent()).toContain("United States")
    expect(await row.textContent()).not.toMatch(CODES)
    await screenshot(page, "admin-clinics-search-all-statuses")
  })

  it("an application search finds an approved applicant while the list shows Awaiting", async () => {
    const individual = await approvedIndividual()
    await openAdmin(page, `${adminUrl()}/a/applications`, page.getByTestId("applications-page"))
    expect(await page.locator("#application-status").inputValue()).toBe("awaiting")
    await page.getByRole("searchbox", { name: "Search applications" }).fill(individual.email)
    const row = page.locator(`[data-customer-id="${individual.id}"]`)
    await row.waitFor()
    expect(await page.locator("#application-status").inputValue()).toBe("")
    expect(await row.locator("[data-status]").first().textContent()).toContain("Approved")
  })

  it("lab orders are found by the clinic's name and shown with clinic, member, test, #number and status in words", async () => {
    const { customer, clinic } = await approvedClinicOwner("Epilepsy Clinic")
    const product = await productByHandle("epilepsy-gene-panel")
    const order = await placeOrder(customer, product.variants[0].id)
    const row = page.locator("[data-lab-order-id]").first()
    await vi.waitFor(
      async () => {
        await openAdmin(page, `${adminUrl()}/a/lab-orders?q=${encodeURIComponent(clinic.name)}`, page.getByTestId("lab-orders-page"))
        await row.waitFor({ timeout: 2_000 })
      },
      { timeout: 30_000, interval: 500 }
    )
    const text = (await row.textContent()) ?? ""
    expect(text).toContain(clinic.name)
    expect(text).toContain(product.title)
    expect(text).toContain(`#${order.display_id}`)
    expect(await row.locator("[data-status]").first().textContent()).toContain("Received")
    expect(text).not.toMatch(CODES)
    await screenshot(page, "admin-lab-orders-search-clinic")

    await openAdmin(page, `${adminUrl()}/a/lab-orders?order_id=${order.id}`, page.getByTestId("lab-orders-page"))
    await page.getByRole("button", { name: `Order #${order.display_id} ✕` }).waitFor()
    expect(await page.getByTestId("lab-orders-page").textContent()).not.toMatch(CODES)
  })

  it("the clinic's page names its country, its orders' fulfilment and its members in words", async () => {
    const { customer, clinic } = await approvedClinicOwner("Epilepsy Clinic")
    const product = await productByHandle("epilepsy-gene-panel")
    const order = await placeOrder(customer, product.variants[0].id)
    await openAdmin(page, `${adminUrl()}/a/clinics/${clinic.id}`, page.getByTestId("clinic-detail-page"))
    const orderRow = page.locator(`[data-order-id="${order.id}"]`)
    await orderRow.waitFor()
    expect(await orderRow.textContent()).toContain("Not fulfilled")
    const detail = (await page.getByTestId("clinic-detail-page").textContent()) ?? ""
    expect(detail).toContain("United States")
    expect(detail).not.toMatch(CODES)
  })
})
