import type { Browser, Page } from "playwright-core"
import supertest from "supertest"
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from "vitest"
import { openAdmin, openFromSidebar, signInAsStaff } from "./support/admin-ui"
import { failureScreenshot, launchBrowser, newSession, screenshot } from "./support/browser"

const adminUrl = () => inject("adminUrl")

let browser: Browser
let page: Page

beforeAll(async () => {
  browser = await launchBrowser()
  ;({ page } = await newSession(browser))
})

afterEach(async (context) => {
  if (context.task.result?.state === "fail") await failureScreenshot(page, context.task.name)
})

afterAll(async () => {
  await browser?.close()
})

/** The back office itself: served at /app, staff sign-in, our pages and widget present in the admin. */
describe("back office (Medusa Admin at /app)", () => {
  it("refuses the admin API to visitors who are not signed in as staff", async () => {
    const res = await supertest(inject("backendUrl")).get("/admin/products")
    expect(res.status).toBe(401)
  })

  it("staff sign in with the seeded account and find the clinic store's pages in the navigation", async () => {
    await page.goto(`${adminUrl()}/login`)
    await page.locator('input[name="email"]').waitFor()
    await screenshot(page, "admin-sign-in")
    await signInAsStaff(page, adminUrl())
    for (const label of ["Clinics", "Applications", "Lab orders", "Contact"]) {
      await page.getByRole("link", { name: label, exact: true }).first().waitFor()
    }
  })

  it.each([
    ["Clinics", "clinics-page"],
    ["Applications", "applications-page"],
    ["Lab orders", "lab-orders-page"],
    ["Contact", "contact-page"],
    ["Mail", "mail-page"],
  ])("the %s page opens from the sidebar with its heading", async (label, testId) => {
    await openFromSidebar(page, label, testId)
    await expect(page.getByTestId(testId).getByRole("heading", { level: 1 }).textContent()).resolves.toBe(label)
    expect(new URL(page.url()).pathname).toMatch(/^\/app\/a\//)
  })

  it("the product page carries the audiences widget with the three audiences", async () => {
    const products = await supertest(inject("backendUrl")).get("/store/products?limit=1").expect(200)
    const widget = page.getByTestId("product-audiences-widget")
    await openAdmin(page, `${adminUrl()}/a/products/${products.body.products[0].id}`, widget.getByRole("heading", { name: "Who may buy this product" }))
    await expect(widget.textContent()).resolves.toMatch(/Loading audiences|Epilepsy clinics|Could not load audiences/)
  })
})
