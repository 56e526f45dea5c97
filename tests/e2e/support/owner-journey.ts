import type { Page } from "playwright-core"
import { expect, inject } from "vitest"
import type { Interact } from "./interact"
import { enterMailedCode } from "./mail"
import { RequestLog } from "./request-log"
import { staffApi, uniqueEmail } from "./store-api"
import { ADDRESS, addFromGrid, cartLink, checkScreen, expectCartCount, expectSignedIn, fillAddress as fillAddressIn, JOURNEY_PASSWORD, main, storePath } from "./storefront"

/** Products of the seeded catalogue an Epilepsy clinic may and may not see. */
export const EPILEPSY_PRODUCTS = ["Epilepsy Gene Panel", "Whole Exome Sequencing", "Antiseizure Medication Pharmacogenomics"]
export const FERTILITY_ONLY_PRODUCTS = ["Expanded Carrier Screening", "Sperm DNA Fragmentation Kit"]

type Options = { interact: Interact; screenshots: boolean; requestLog?: RequestLog }

async function fillAddress(page: Page, legend: string, act: Interact): Promise<void> {
  const fieldset = main(page).locator("fieldset").filter({ has: page.locator("legend", { hasText: legend }) })
  for (const [label, value] of Object.entries(ADDRESS)) {
    const field = fieldset.getByLabel(label, { exact: true })
    if (label === "Country") await act.select(field, value)
    else await act.fill(field, value)
  }
}

/** Signs up through the local identity form. */
export async function signUpWith(page: Page, act: Interact, email: string): Promise<void> {
  await page.goto(storePath("/sign-up"))
  const form = main(page)
  await act.fill(form.getByLabel("Email", { exact: true }), email)
  await act.fill(form.getByLabel("Password", { exact: true }), JOURNEY_PASSWORD)
  await act.fill(form.getByLabel("First name", { exact: true }), "Olivia")
  await act.fill(form.getByLabel("Last name", { exact: true }), "Owner")
  await act.click(form.getByRole("button", { name: "Create account" }))
  await enterMailedCode(page, email, 1, act)
  await expectSignedIn(page)
}

/** The signed-in browser's own profile (GET /store/user/me with its cookies). */
export async function browserMe(page: Page): Promise<{ id: string; email: string; first_name: string | null; last_name: string | null; clinic: { id: string } | null }> {
  const res = await page.context().request.get(`${inject("backendUrl")}/store/user/me`)
  expect(res.status()).toBe(200)
  return (await res.json()).customer
}

/**
 * Journey 1: a new clinic owner signs up, registers an Epilepsy clinic, waits, is approved by staff, buys
 * one product and finds the order again. Returns the order's display id and the email used.
 */
export async function ownerJourney(page: Page, { interact: act, screenshots, requestLog }: Options) {
  const shot = (name: string) => checkScreen(page, name, { screenshot: screenshots })
  const email = uniqueEmail("owner")
  await page.goto(storePath("/"))
  await shot("home")
  await page.goto(storePath("/sign-up"))
  await shot("sign-up")
  await signUpWith(page, act, email)

  await page.goto(storePath("/apply"))
  await shot("apply")
  await act.click(main(page).getByRole("button", { name: "Register a clinic" }))
  const form = main(page).getByRole("form", { name: "Register a clinic" })
  await act.fill(form.getByLabel("Clinic name"), `Journey Epilepsy Clinic ${email.slice(6, 14)}`)
  await act.check(form.getByRole("radio", { name: "Epilepsy Clinic" }))
  await act.fill(form.getByLabel("Billing email"), `billing-${email}`)
  await fillAddress(page, "Billing address", act)
  await shot("apply-clinic-form")
  await act.click(form.getByRole("button", { name: "Register clinic" }))
  await main(page).getByRole("heading", { name: "Your application is awaiting approval" }).waitFor()
  await shot("apply-awaiting")
  expect(await cartLink(page).count()).toBe(0)

  const me = await browserMe(page)
  expect(me.clinic).not.toBeNull()
  const staff = await staffApi()
  expect((await staff.post(`/admin/clinics/${me.clinic!.id}`).send({ status: "approved" })).status).toBe(200)

  await page.goto(storePath("/products"))
  const products = main(page)
  await products.getByRole("heading", { name: "Products", exact: true }).waitFor()
  for (const title of EPILEPSY_PRODUCTS) await products.getByText(title, { exact: true }).first().waitFor()
  for (const title of FERTILITY_ONLY_PRODUCTS) expect(await products.getByText(title, { exact: true }).count()).toBe(0)
  await expectCartCount(page, 0)
  await shot("products")

  requestLog?.start()
  await addFromGrid(page, "Epilepsy Gene Panel", act)
  await expectCartCount(page, 1)
  await act.click(cartLink(page))
  await main(page).getByRole("heading", { name: "Your cart" }).waitFor()
  await main(page).getByText("Epilepsy Gene Panel").first().waitFor()
  if (!requestLog) await shot("cart")
  await act.click(main(page).getByRole("button", { name: "Checkout" }))
  // A clinic's cart carries the clinic's billing email: the details form shows it, and the order keeps it.
  await checkout(page, act, `billing-${email}`, requestLog ? undefined : shot)
  const requests = requestLog?.stop()
  const orderId = new URL(page.url()).pathname.split("/").pop()!
  const numberText = await main(page).getByText(/Order number #\d+/).textContent()
  const displayId = Number(/#(\d+)/.exec(numberText ?? "")![1])
  await expectCartCount(page, 0)
  await shot("order-confirmed")

  await act.click(page.getByRole("banner").getByRole("link", { name: "Orders" }))
  const orders = main(page)
  await orders.getByRole("heading", { name: "Orders", exact: true }).waitFor()
  await orders.getByRole("link", { name: `#${displayId}` }).waitFor()
  await orders.getByRole("navigation", { name: "Pages of orders" }).getByText("Page 1 of 1").waitFor()
  await shot("orders")
  await act.fill(orders.getByLabel("Order number or id"), String(displayId))
  await act.click(orders.getByRole("button", { name: "Find order" }))
  await page.waitForURL(new RegExp(`/orders/${orderId}$`))
  await main(page).getByRole("heading", { name: `Order #${displayId}` }).waitFor()
  await shot("order-detail")
  return { email, orderId, displayId, requests }
}

/**
 * On /checkout, step by step: the address step (opened from the step list when the checkout starts further on) with
 * the email and the shipping address typed as a new address, billing the same (on by default); the automatic
 * delivery; the manual payment; the review with its change links; then "Place order" from the review.
 */
/**
 * On the checkout page: the address step filled with `address` (the email too when it is the customer's to edit;
 * a clinic's is its billing email), billing same as shipping, then delivery, ending on the payment step.
 */
export async function toPaymentStep(page: Page, email: string, address: Record<string, string>): Promise<void> {
  await main(page).getByRole("heading", { name: "Checkout", exact: true }).waitFor()
  const details = main(page).getByRole("form", { name: "Contact" })
  if (!(await details.isVisible())) await main(page).getByRole("navigation", { name: "Checkout steps" }).getByRole("link", { name: "Address" }).click()
  const emailField = details.getByLabel("Email", { exact: true })
  await emailField.waitFor()
  if ((await emailField.isEditable()) && (await emailField.inputValue()) !== email) await emailField.fill(email)
  // A shipping address the cart or the address book already holds is shown in one line or chosen: kept as it is.
  const shippingForm = details.locator("fieldset").filter({ has: page.locator("legend", { hasText: "Shipping address" }) })
  if (await shippingForm.isVisible()) await fillAddressIn(main(page), "Shipping address", address)
  await details.getByRole("button", { name: "Continue to delivery" }).click()
  await main(page).getByRole("button", { name: "Continue to payment" }).click()
}

export async function checkout(page: Page, act: Interact, email: string, shot?: (name: string) => Promise<void>): Promise<void> {
  await main(page).getByRole("heading", { name: "Checkout", exact: true }).waitFor()
  const steps = main(page).getByRole("navigation", { name: "Checkout steps" })
  await steps.waitFor()
  const details = main(page).getByRole("form", { name: "Contact" })
  if (!(await details.isVisible())) await act.click(steps.getByRole("link", { name: "Address" }))
  await details.getByLabel("Email", { exact: true }).waitFor()
  const field = details.getByLabel("Email", { exact: true })
  // A clinic member's email is the clinic's billing email, read-only (not the member's own).
  if (!(await field.isEditable())) await expect.poll(() => field.inputValue(), { timeout: 10_000 }).toMatch(/@/)
  else if ((await field.inputValue()) !== email) {
    await act.fill(details.getByLabel("Email", { exact: true }), email)
  }
  const change = details.getByRole("button", { name: "Change shipping address" })
  if (await change.isVisible()) await act.click(change)
  const newAddress = details.getByRole("radio", { name: "A new address" })
  if ((await newAddress.count()) && !(await newAddress.isChecked())) await act.check(newAddress)
  await fillAddress(page, "Shipping address", act)
  const billingSame = details.getByRole("checkbox", { name: "Billing address same as shipping" })
  expect(await billingSame.isChecked(), "billing same as shipping is on by default").toBe(true)
  await shot?.("checkout-address")
  await act.click(details.getByRole("button", { name: "Continue to delivery" }))
  await main(page).getByText("Chosen automatically for your region:").waitFor()
  await shot?.("checkout-delivery")
  await act.click(main(page).getByRole("button", { name: "Continue to payment" }))
  await main(page).getByText("Pay by invoice", { exact: true }).waitFor()
  await shot?.("checkout-payment")
  await act.click(main(page).getByRole("button", { name: "Continue to review" }))
  const review = main(page).getByRole("region", { name: "Check your order" })
  await review.waitFor()
  await review.getByRole("link", { name: "Change shipping address" }).waitFor()
  const place = main(page).getByRole("button", { name: "Place order" })
  await expect.poll(() => place.isEnabled(), { timeout: 20_000 }).toBe(true)
  await shot?.("checkout")
  await act.click(place)
  await page.waitForURL(/\/order\/confirmed\/order_/, { timeout: 30_000 })
  await main(page).getByRole("heading", { name: "Order confirmed" }).waitFor()
}
