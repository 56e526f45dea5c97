import type { Page } from "playwright-core"
import { expect, inject, it } from "vitest"
import { asBrowser } from "./support/browser-api"
import { useJourneyBrowser } from "./support/journey"
import { browserMe, toPaymentStep } from "./support/owner-journey"
import { staffApi, uniqueEmail } from "./support/store-api"
import { addFromGrid, cartLink, checkScreen, expectAddedOnCart, expectCartCount, main, signUp, storePath } from "./support/storefront"

/**
 * Card payments in Chromium: the storefront (built with VITE_STRIPE_JS_URL) loads the Stripe.js test double from
 * the test Stripe-compatible server on loopback, which the backend's card provider also uses. Individuals in Europe
 * pay by card; a clinic there pays by invoice. Every request the browser makes stays on this machine.
 */
const journey = useJourneyBrowser()

const DE = { "First name": "Lena", "Last name": "Weber", Address: "Hauptstraße 1", City: "Berlin", "Postal code": "10115", Country: "de" }
const DE_API = { first_name: "Lena", last_name: "Weber", address_1: "Hauptstraße 1", city: "Berlin", postal_code: "10115", country_code: "de" }
const CARD_TEST = "Antiseizure Medication Pharmacogenomics"

/** Records every URL the page requests (the journeys assert none leaves this machine). */
function recordRequests(page: Page): string[] {
  const urls: string[] = []
  page.on("request", (request) => urls.push(request.url()))
  return urls
}

function offMachine(urls: string[]): string[] {
  return urls.filter((url) => {
    const { protocol, hostname } = new URL(url)
    return !["data:", "blob:", "about:"].includes(protocol) && !["localhost", "127.0.0.1", "[::1]"].includes(hostname)
  })
}

/** An approved individual whose billing address (so whose cart) is in Germany. */
async function europeanIndividual(page: Page) {
  const email = uniqueEmail("card")
  await signUp(page, email, { first: "Lena", last: "Weber" })
  const applied = await asBrowser(page, "POST", "/store/application", { first_name: "Lena", last_name: "Weber", billing_address: DE_API })
  expect(applied.status, JSON.stringify(applied.body)).toBeLessThan(300)
  const me = await browserMe(page)
  expect((await (await staffApi()).post(`/admin/applications/${me.id}`).send({ status: "approved" })).status).toBe(200)
  return email
}

/** From a product to the checkout's payment step: the address step filled (billing same as shipping), then delivery. */
async function toCheckout(page: Page, email: string, product: { path: string; button: string }) {
  await page.goto(storePath(product.path))
  if (product.path === "/products") await addFromGrid(page, product.button.replace(/^Add to cart: /, ""))
  else {
    await main(page).getByRole("button", { name: product.button }).first().click()
    await expectAddedOnCart(page)
  }
  await expectCartCount(page, 1)
  await cartLink(page).click()
  await main(page).getByRole("button", { name: "Checkout" }).click()
  await toPaymentStep(page, email, DE)
}

/** Types a card into the card element the payment machine mounted. */
async function typeCard(page: Page, number: string) {
  const card = main(page).getByRole("group", { name: "Card details" })
  await card.getByLabel("Card number").fill(number)
  await card.getByLabel("Expiry date").fill("12 / 34")
  await card.getByLabel("Security code").fill("123")
}

async function placeOrder(page: Page) {
  const place = main(page).getByRole("button", { name: "Place order" })
  await expect.poll(() => place.isEnabled(), { timeout: 20_000 }).toBe(true)
  await place.click()
}

async function expectConfirmed(page: Page) {
  await page.waitForURL(/\/order\/confirmed\/order_/, { timeout: 30_000 })
  await main(page).getByRole("heading", { name: "Order confirmed" }).waitFor()
  await expectCartCount(page, 0)
}

const individualTest = { path: "/products/asm-pharmacogenomics", button: `Add to cart: ${CARD_TEST}` }

it("an individual pays by card: accepted, after 3-D Secure, and after a declined card with a working one", async () => {
  const { page } = await journey.session("card-payments")
  const requests = recordRequests(page)
  const email = await europeanIndividual(page)

  // A card accepted at once.
  await toCheckout(page, email, individualTest)
  await main(page).getByRole("group", { name: "Card details" }).getByLabel("Card number").waitFor()
  await checkScreen(page, "checkout-card", { screenshot: true })
  await typeCard(page, "4242 4242 4242 4242")
  await placeOrder(page)
  await expectConfirmed(page)

  // A card whose bank asks for 3-D Secure: the challenge is completed, then the order is placed.
  await toCheckout(page, email, individualTest)
  await typeCard(page, "4000 0027 6000 3184")
  await placeOrder(page)
  const challenge = page.getByRole("dialog", { name: "3D Secure test payment" })
  await challenge.waitFor()
  await main(page).getByText("Confirm the payment with your bank in the window that opened.").waitFor()
  await challenge.getByRole("button", { name: "Complete authentication" }).click()
  await expectConfirmed(page)

  // A declined card: the reason is shown and nothing is placed; another card then places the order once.
  await toCheckout(page, email, individualTest)
  await typeCard(page, "4000 0000 0000 0002")
  await placeOrder(page)
  await main(page).getByText("Your card was not charged.", { exact: false }).waitFor()
  await main(page).getByText("Your card was declined.", { exact: false }).first().waitFor()
  await checkScreen(page, "checkout-card-declined", { screenshot: true })
  expect((await asBrowser(page, "GET", "/store/orders/list")).body.count).toBe(2)
  await typeCard(page, "4242 4242 4242 4242")
  await placeOrder(page)
  await expectConfirmed(page)

  expect((await asBrowser(page, "GET", "/store/orders/list")).body.count).toBe(3)
  // Stripe.js came from the test double, never from Stripe; no request left this machine.
  expect(requests.some((url) => url.startsWith(`${inject("stripeUrl")}/v3/stripe.js`))).toBe(true)
  expect(offMachine(requests)).toEqual([])
})

it("a clinic in the same region pays by invoice: the page says how and when, and no card script loads", async () => {
  const { page } = await journey.session("clinic-invoice")
  const requests = recordRequests(page)
  const email = uniqueEmail("invoice")
  await signUp(page, email, { first: "Olivia", last: "Owner" })
  const clinic = await asBrowser(page, "POST", "/store/clinics", {
    clinic: { name: `Invoice Clinic ${Date.now()}`, type: "Epilepsy Clinic", billing_email: "billing@example.test", billing_address: DE_API },
  })
  expect(clinic.status, JSON.stringify(clinic.body)).toBeLessThan(300)
  expect((await (await staffApi()).post(`/admin/clinics/${clinic.body.clinic.id}`).send({ status: "approved" })).status).toBe(200)

  await toCheckout(page, email, { path: "/products", button: "Add to cart: Epilepsy Gene Panel" })
  await main(page).getByText("Pay by invoice", { exact: true }).waitFor()
  await main(page).getByText("Pay it by bank transfer within 30 days of the invoice date, quoting the order number.").waitFor()
  expect(await main(page).getByRole("group", { name: "Card details" }).count()).toBe(0)
  await checkScreen(page, "checkout-invoice", { screenshot: true })
  await placeOrder(page)
  await expectConfirmed(page)
  expect(requests.filter((url) => url.includes("stripe.js"))).toEqual([])
  expect(offMachine(requests)).toEqual([])
})
