import fs from "node:fs"
import { formatStoreMoney } from "@clinic-store/contract"
import { expect, it } from "vitest"
import { pdfText } from "../support/pdf-text"
import { asBrowser, registerApprovedClinic } from "./support/browser-api"
import { mouse } from "./support/interact"
import { useJourneyBrowser } from "./support/journey"
import { checkout } from "./support/owner-journey"
import { uniqueEmail } from "./support/store-api"
import { addFromGrid, cartLink, expectCartCount, expectSignedIn, JOURNEY_PASSWORD, main, signIn, signUp, storePath } from "./support/storefront"

const journey = useJourneyBrowser()

it("a clinic owner types a reference at checkout (never pressing save), downloads the invoice and reads it, and orders the same again", async () => {
  const { page } = await journey.session("invoice-owner")
  await signUp(page, uniqueEmail("invoice-owner"), { first: "Ina", last: "Voice" })
  await registerApprovedClinic(page, "Epilepsy Clinic", `Invoice Journey Clinic ${Date.now()}`)
  await page.goto(storePath("/products"))
  await addFromGrid(page, "Epilepsy Gene Panel")
  await expectCartCount(page, 1)
  await cartLink(page).click()
  await main(page).getByRole("button", { name: "Checkout" }).click()
  // The reference is asked on the address step and on the review; a cart with its details opens at a later step.
  await main(page).getByRole("navigation", { name: "Checkout steps" }).waitFor()
  const reference = main(page).getByRole("form", { name: "Purchase order number or reference" })
  if (!(await reference.isVisible())) await main(page).getByRole("navigation", { name: "Checkout steps" }).getByRole("link", { name: "Address" }).click()
  // Typed and never saved with its button: "Place order" saves it first, so the order and its invoice carry it.
  await reference.getByLabel(/Purchase order number or reference/).fill("PO-E2E-77")
  expect(await reference.getByRole("button", { name: "Save reference" }).isEnabled()).toBe(true)
  await checkout(page, mouse, "billing@example.test")
  const orderId = new URL(page.url()).pathname.split("/").pop()!

  // The order.placed subscriber numbers the invoice a moment after checkout.
  await expect.poll(async () => (await asBrowser(page, "GET", `/store/orders/${orderId}`)).body.order.invoice_number, { timeout: 15_000 }).toMatch(/^\d{6}$/)
  const order = (await asBrowser(page, "GET", `/store/orders/${orderId}`)).body.order
  await page.goto(storePath(`/orders/${orderId}`))
  const billing = main(page).getByRole("region", { name: "Invoice and reference" })
  await billing.getByText("PO-E2E-77").waitFor()
  await billing.getByText(order.invoice_number).waitFor()

  const [download] = await Promise.all([page.waitForEvent("download"), billing.getByRole("link", { name: "Download invoice (PDF)" }).click()])
  expect(download.suggestedFilename()).toBe(`invoice-${order.invoice_number}.pdf`)
  const text = await pdfText(fs.readFileSync((await download.path())!))
  expect(text).toContain(`Invoice number: ${order.invoice_number}`)
  expect(text).toContain("Your reference: PO-E2E-77")
  expect(text).toContain("billing@example.test")
  expect(text).toContain("Epilepsy Gene Panel")
  expect(text).toContain(formatStoreMoney(order.total, order.currency_code, "en").replace(/\u00a0/g, " "))

  await expectCartCount(page, 0)
  await billing.getByRole("button", { name: "Order again" }).click()
  await billing.getByRole("status").getByText("1 item was added to your cart.").waitFor()
  await expectCartCount(page, 1)
  await cartLink(page).click()
  await main(page).getByText("Epilepsy Gene Panel").first().waitFor()
})

it("a cart filled in one browser is resumed in another, and again after signing out and in", async () => {
  const email = uniqueEmail("cart-follows")
  const first = await journey.session("cart-follows-first")
  await signUp(first.page, email, { first: "Cara", last: "Follows" })
  await registerApprovedClinic(first.page, "Epilepsy Clinic", `Cart Journey Clinic ${Date.now()}`)
  await first.page.goto(storePath("/products"))
  await addFromGrid(first.page, "Epilepsy Gene Panel")
  await expectCartCount(first.page, 1)

  const second = await journey.session("cart-follows-second")
  await signIn(second.page, email, JOURNEY_PASSWORD)
  await expectCartCount(second.page, 1)
  await cartLink(second.page).click()
  await main(second.page).getByText("Epilepsy Gene Panel").first().waitFor()

  await first.page.getByRole("banner").getByRole("button", { name: "Sign out" }).click()
  await first.page.getByRole("banner").getByRole("link", { name: "Sign in" }).waitFor()
  await signIn(first.page, email, JOURNEY_PASSWORD)
  await expectSignedIn(first.page)
  await expectCartCount(first.page, 1)
})
