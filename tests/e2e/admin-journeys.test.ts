import type { Browser, Page } from "playwright-core"
import { afterAll, afterEach, beforeAll, describe, expect, inject, it, vi } from "vitest"
import { confirmPrompt, expectNoLoadError, expectToast, openAdmin, signInAsStaff, statusIn } from "./support/admin-ui"
import { failureScreenshot, launchBrowser, newSession, screenshot, screenshotOf } from "./support/browser"
import { waitForMail } from "./support/mail"
import {
  apply,
  applicationStatus,
  approvedClinicOwner,
  approvedIndividual,
  canPurchase,
  foundClinic,
  labResult,
  newCustomer,
  placeOrder,
  productByHandle,
  sendContactForm,
  staffApi,
} from "./support/store-api"

const adminUrl = () => inject("adminUrl")

/** Loads one of our pages afresh (no toasts left from the previous journey) and waits for it. */
async function openPage(page: Page, name: string, testId: string): Promise<void> {
  await openAdmin(page, `${adminUrl()}/a/${name}`, page.getByTestId(testId))
}

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

/**
 * Staff journeys through the back office against the store's admin routes; each ends by
 * checking, through the store API, that the customer side reflects the change.
 */
/**
 * Opens the Lab orders page filtered to `orderId` until the order's first lab order shows (the order.placed
 * subscriber creates it shortly after the order); returns its row and id.
 */
async function openLabOrderRow(orderId: string) {
  const row = page.locator("[data-lab-order-id]").first()
  for (let attempt = 0; attempt < 20; attempt++) {
    await openAdmin(page, `${adminUrl()}/a/lab-orders?order_id=${orderId}`, page.getByTestId("lab-orders-page"))
    if (await row.isVisible().catch(() => false)) break
    await page.waitForTimeout(500)
  }
  return { row, labOrderId: (await row.getAttribute("data-lab-order-id"))! }
}

describe("back office journeys (staff change, customer side reflects it)", () => {
  it("approving a clinic in the Clinics page approves its members on the store side", async () => {
    const owner = await newCustomer("owner")
    const clinic = await foundClinic(owner, "Fertility Clinic")
    expect(await applicationStatus(owner)).toBe("awaiting")

    await openPage(page, "clinics", "clinics-page")
    await page.getByRole("searchbox", { name: "Search clinics" }).fill(clinic.name)
    const row = page.locator(`[data-clinic-id="${clinic.id}"]`)
    await row.waitFor()
    await expectNoLoadError(page)
    await screenshot(page, "admin-clinics")

    await row.getByRole("link", { name: clinic.name }).click()
    await page.getByTestId("clinic-detail-page").waitFor()
    await expect(page.getByText(owner.email).first().isVisible()).resolves.toBe(true)
    await page.getByRole("button", { name: "Approve" }).click()
    await expectToast(page, "Clinic updated")
    await page.locator('[data-testid="clinic-detail-page"] [data-status="approved"]').waitFor()
    await screenshot(page, "admin-clinic-detail")

    expect(await applicationStatus(owner)).toBe("approved")
  })

  it("rejecting a clinic asks for confirmation and does nothing when staff keep it as is", async () => {
    const owner = await newCustomer("owner")
    const clinic = await foundClinic(owner, "Epilepsy Clinic")
    await openAdmin(page, `${adminUrl()}/a/clinics/${clinic.id}`, page.getByTestId("clinic-detail-page"))

    // Rejecting needs the reason the applicant is mailed.
    expect(await page.getByRole("button", { name: "Reject" }).isDisabled()).toBe(true)
    await page.getByLabel(/^Reason/).fill("The clinic licence number is missing")
    await page.getByRole("button", { name: "Reject" }).click()
    await page.getByRole("alertdialog").waitFor()
    await screenshot(page, "admin-clinic-reject-confirm")
    await confirmPrompt(page, "Keep as is")
    expect(await applicationStatus(owner)).toBe("awaiting")

    await page.getByRole("button", { name: "Reject" }).click()
    await confirmPrompt(page, "Reject")
    await expectToast(page, "Clinic updated")
    expect(await statusIn(page, '[data-testid="clinic-detail-page"]')).toBe("rejected")
    expect(await applicationStatus(owner)).toBe("rejected")
    expect((await waitForMail(owner.email, /not approved/)).text).toContain("Reason: The clinic licence number is missing")
  })

  it("approving an individual's application in the Applications page approves them on the store side", async () => {
    const individual = await newCustomer("individual")
    await apply(individual)
    expect(await applicationStatus(individual)).toBe("awaiting")

    await openPage(page, "applications", "applications-page")
    const row = page.locator(`[data-customer-id="${individual.id}"]`)
    await row.waitFor()
    await screenshot(page, "admin-applications")
    await row.getByRole("link", { name: "Review" }).click()
    const review = page.getByTestId("application-detail-page")
    await review.waitFor()
    expect(await review.getByText("Own tests").isVisible()).toBe(true)
    await screenshot(page, "admin-application-detail")
    await review.getByRole("button", { name: "Approve" }).click()
    await expectToast(page, "Application updated")

    expect(await applicationStatus(individual)).toBe("approved")
    const mail = await waitForMail(individual.email, /application is approved/)
    expect(mail.text).toContain("has been approved")
  })

  it("the Mail page lists the applicant's decision mail, previews it as sent and resends it", async () => {
    const individual = await approvedIndividual()
    const sent = await waitForMail(individual.email, /application is approved/)

    await openPage(page, "mail", "mail-page")
    // The applicant also got a sign-up code: the search finds both, the event filter leaves the decision.
    await page.getByRole("searchbox", { name: "Search mail by recipient" }).fill(individual.email)
    await page.getByLabel("Event").selectOption({ label: "Application decision" })
    const rows = page.locator("[data-notification-id]")
    await vi.waitFor(async () => {
      expect(await rows.count()).toBe(1)
      expect(await rows.first().textContent()).toContain(individual.email)
    }, { timeout: 20_000, interval: 200 })
    const row = rows.first()
    await expect(row.getByText("Application decision").isVisible()).resolves.toBe(true)
    await expect(row.getByText("Sent", { exact: true }).isVisible()).resolves.toBe(true)
    await expectNoLoadError(page)

    await row.getByRole("button", { name: "Preview" }).click()
    const preview = page.getByTestId("mail-preview")
    await preview.getByRole("heading", { name: sent.subject }).waitFor()
    await expect(preview.getByTestId("mail-preview-text").textContent()).resolves.toBe(sent.text)
    await screenshot(page, "admin-mail")

    await preview.getByRole("button", { name: "Resend" }).click()
    await expectToast(page, "Mail sent again")
    const resent = await waitForMail(individual.email, /application is approved/, 2)
    expect(resent.text).toBe(sent.text)
    await row.getByText("Sent, resent 1×").waitFor()
  })

  it("ticking an audience in the product page widget lets that audience buy the product", async () => {
    const individual = await approvedIndividual()
    const product = await productByHandle("whole-exome-sequencing")
    expect(await canPurchase(individual, product.id)).toBe(false)

    const widget = page.getByTestId("product-audiences-widget")
    // The admin's product page loads the whole product first; on a loaded 2-core machine that takes a while.
    await openAdmin(page, `${adminUrl()}/a/products/${product.id}`, widget, 90_000)
    await widget.scrollIntoViewIfNeeded()
    await widget.getByRole("checkbox", { name: "Individual customers" }).waitFor()
    expect(await widget.getByRole("checkbox", { name: "Epilepsy clinics" }).getAttribute("data-state")).toBe("checked")
    await widget.getByRole("checkbox", { name: "Individual customers" }).click()
    await widget.getByRole("button", { name: "Save audiences" }).click()
    await expectToast(page, "Audiences saved")
    await screenshotOf(widget, "admin-product-audiences")

    expect(await canPurchase(individual, product.id)).toBe(true)
  })

  it("moving a lab order to results ready with an uploaded file publishes the result to the customer", async () => {
    const { customer } = await approvedClinicOwner("Epilepsy Clinic")
    const product = await productByHandle("epilepsy-gene-panel")
    const order = await placeOrder(customer, product.variants[0].id)

    const { row, labOrderId } = await openLabOrderRow(order.id)
    expect(labOrderId).toMatch(/^labord_/)
    expect((await labResult(customer, order.id, labOrderId)).status).toBe(404)

    for (const [button, status] of [
      ["Mark kit sent", "kit_sent"],
      ["Mark awaiting samples", "awaiting_samples"],
      ["Mark in analysis", "in_analysis"],
    ] as const) {
      await row.getByRole("button", { name: button }).click()
      await expectToast(page, "Lab order updated")
      await row.locator(`[data-status="${status}"]`).waitFor()
    }
    expect(await row.getByRole("button", { name: /^Mark / }).count()).toBe(0)

    await row.locator('input[type="file"]').setInputFiles({
      name: "epilepsy-panel-report.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from("%PDF-1.4\n% clinic store e2e result\n"),
    })
    await screenshot(page, "admin-lab-orders")
    await row.getByRole("button", { name: "Upload result" }).click()
    await expectToast(page, "Result published")
    await row.locator('[data-status="results_ready"]').waitFor()
    expect(await row.getByRole("button", { name: "Cancel" }).count()).toBe(0)

    const published = await labResult(customer, order.id, labOrderId)
    expect(published.status).toBe(200)
    expect(published.body.lab_order.status).toBe("results_ready")
    expect(published.body.result.name).toBe("epilepsy-panel-report.pdf")

    // The member who ordered is told by mail (lab mails go to the clinicians, never to the billing mailbox), which
    // names the order and links to the store, and carries no result data.
    const mail = await waitForMail(customer.email, /Results are ready/)
    expect(mail.subject).toContain(`#${order.display_id}`)
    for (const body of [mail.text, mail.html]) {
      expect(body).not.toContain("epilepsy-panel-report")
      expect(body).not.toContain("clinic store e2e result")
      expect(body).not.toContain(labOrderId)
      expect(body).not.toMatch(/\/result/)
    }
  })

  it("a refused change shows the backend's message", async () => {
    const { customer } = await approvedClinicOwner("Epilepsy Clinic")
    const product = await productByHandle("whole-exome-sequencing")
    const order = await placeOrder(customer, product.variants[0].id)
    const { row, labOrderId } = await openLabOrderRow(order.id)
    // Another staff member cancels it meanwhile; this page still offers "Mark kit sent".
    const staff = await staffApi()
    expect((await staff.post(`/admin/lab-orders/${labOrderId}`).send({ status: "canceled" })).status).toBe(200)

    await row.getByRole("button", { name: "Mark kit sent" }).click()
    await expectToast(page, "Lab order not updated")
    const refusal = await staff.post(`/admin/lab-orders/${labOrderId}`).send({ status: "kit_sent" })
    expect(refusal.status).toBe(409)
    await page.getByText(refusal.body.message, { exact: true }).first().waitFor()
  })

  it("the Contact page lists what visitors sent with the contact form", async () => {
    const message = `Please call me back about kit ${Date.now()}`
    await sendContactForm({ name: "Visitor Vera", email: "vera@example.test", subject: "Kits", message })

    await openPage(page, "contact", "contact-page")
    await page.getByText(message).waitFor()
    await expectNoLoadError(page)
    await screenshot(page, "admin-contact")
  })
})
