import type { Page } from "playwright-core"
import { expect, inject, it } from "vitest"
import { asBrowser } from "./support/browser-api"
import { DE, DE_API, europeanIndividual, typeCard } from "./support/card-journey"
import { useJourneyBrowser } from "./support/journey"
import { browserMe, toPaymentStep } from "./support/owner-journey"
import { staffApi, uniqueEmail } from "./support/store-api"
import { addFromGrid, cartLink, checkScreen, expectAddedOnCart, expectCartCount, JOURNEY_PASSWORD, main, signUp, storePath } from "./support/storefront"

/**
 * Card payments in Chromium: the storefront (built with VITE_STRIPE_JS_URL) loads the Stripe.js test double from
 * the test Stripe-compatible server on loopback, which the backend's card provider also uses. Individuals in Europe
 * pay by card; a clinic there pays by invoice. Every request the browser makes stays on this machine.
 */
const journey = useJourneyBrowser()

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
  // confirmPayment runs the bank's challenge itself: the confirmation says the bank may ask in the window opened.
  await main(page).getByText("If your bank asks, confirm the payment in the window that opened.", { exact: false }).waitFor()
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
  // Another card typed: the decline's banners go.
  await expect.poll(() => main(page).getByText("Your card was not charged.", { exact: false }).count()).toBe(0)
  await expect.poll(() => main(page).getByText("The card could not be charged.", { exact: false }).count()).toBe(0)
  await placeOrder(page)
  await expectConfirmed(page)

  expect((await asBrowser(page, "GET", "/store/orders/list")).body.count).toBe(3)
  // Stripe.js came from the test double, never from Stripe; no request left this machine.
  expect(requests.some((url) => url.startsWith(`${inject("stripeUrl")}/v3/stripe.js`))).toBe(true)
  expect(offMachine(requests)).toEqual([])
})

it("a reload or Back during 3-D Secure resumes the bank's challenge: the cart is never stranded", async () => {
  const { page } = await journey.session("card-3ds-reload")
  const email = await europeanIndividual(page)
  const challenge = page.getByRole("dialog", { name: "3D Secure test payment" })

  // Reloaded while the bank's dialog is open: the challenge is shown again and completing it places the order.
  await toCheckout(page, email, individualTest)
  await typeCard(page, "4000 0027 6000 3184")
  await placeOrder(page)
  await challenge.waitFor()
  await page.reload()
  await challenge.waitFor({ timeout: 20_000 })
  await challenge.getByRole("button", { name: "Complete authentication" }).click()
  await expectConfirmed(page)

  // Back while the dialog is open, then to the checkout again: failing the challenge there leaves the cart payable
  // with another card (4242 is accepted, never "requires_action").
  await toCheckout(page, email, individualTest)
  await typeCard(page, "4000 0027 6000 3184")
  await placeOrder(page)
  await challenge.waitFor()
  await page.goBack()
  await page.goto(storePath("/checkout"))
  await challenge.waitFor({ timeout: 20_000 })
  await challenge.getByRole("button", { name: "Fail authentication" }).click()
  await main(page).getByText("Your card was not charged.", { exact: false }).waitFor()
  await typeCard(page, "4242 4242 4242 4242")
  await placeOrder(page)
  await expectConfirmed(page)
  expect((await asBrowser(page, "GET", "/store/orders/list")).body.count).toBe(2)
})

it("the review and \"Ready\" come only with a complete card: an empty card keeps the checkout at the payment step", async () => {
  const { page } = await journey.session("card-complete")
  const email = await europeanIndividual(page)
  await toCheckout(page, email, individualTest)
  const card = main(page).getByRole("group", { name: "Card details" })
  await card.getByLabel("Card number").waitFor()
  // Opened again (the cart has its card session): the payment step, not the review; nothing is "Ready".
  await page.goto(storePath("/checkout"))
  await card.getByLabel("Card number").waitFor()
  expect(await main(page).getByRole("heading", { name: "Check your order" }).count()).toBe(0)
  const reason = page.locator("#place-order-reason")
  await expect.poll(() => reason.textContent()).toBe("Enter your card details in the payment step, then place the order.")
  expect(await main(page).getByRole("button", { name: "Place order" }).isEnabled()).toBe(false)
  // "Continue to review" with an empty card says what is missing and stays.
  await main(page).getByRole("button", { name: "Continue to review" }).click()
  await main(page).getByText("Enter the card number, expiry date and security code to continue.").waitFor()
  expect(await main(page).getByRole("heading", { name: "Check your order" }).count()).toBe(0)
  // A complete card: the line goes, the review opens and the order is ready.
  await typeCard(page, "4242 4242 4242 4242")
  await expect.poll(() => main(page).getByText("Enter the card number, expiry date and security code to continue.").count()).toBe(0)
  await main(page).getByRole("button", { name: "Continue to review" }).click()
  await main(page).getByRole("heading", { name: "Check your order" }).waitFor()
  await expect.poll(() => reason.textContent()).toBe("Ready: placing the order charges the total shown.")
  await placeOrder(page)
  await expectConfirmed(page)
})

it("links survive signing in: a mailed order link and a typed product URL land on the page asked for", async () => {
  const { page } = await journey.session("links-after-sign-in")
  const email = await europeanIndividual(page)
  await toCheckout(page, email, individualTest)
  await typeCard(page, "4242 4242 4242 4242")
  await placeOrder(page)
  await expectConfirmed(page)
  const orderId = /\/order\/confirmed\/(order_[^/?#]+)/.exec(page.url())?.[1] ?? ""
  expect(orderId).not.toBe("")
  // The order is paid by card, and says so (not Medusa's "Awaiting payment").
  await page.goto(storePath(`/orders/${orderId}`))
  await main(page).getByText("Paid by card", { exact: true }).waitFor()

  for (const asked of [`/orders/${orderId}`, individualTest.path]) {
    await page.getByRole("banner").getByRole("button", { name: "Sign out" }).click()
    await page.waitForURL(/\/login/)
    await page.goto(storePath(asked))
    await page.waitForURL(/\/login\?next=/)
    await main(page).getByLabel("Email", { exact: true }).fill(email)
    await main(page).getByLabel("Password", { exact: true }).fill(JOURNEY_PASSWORD)
    await main(page).getByRole("button", { name: "Sign in" }).click()
    await page.waitForURL((url) => url.pathname === asked, { timeout: 30_000 })
  }
  await main(page).getByRole("button", { name: individualTest.button }).first().waitFor()
})

it("the waiting page moves on when staff approve, without a reload", async () => {
  const { page } = await journey.session("waiting-approval")
  await signUp(page, uniqueEmail("waiting"), { first: "Lena", last: "Weber" })
  const applied = await asBrowser(page, "POST", "/store/application", { first_name: "Lena", last_name: "Weber", billing_address: DE_API })
  expect(applied.status, JSON.stringify(applied.body)).toBeLessThan(300)
  await page.goto(storePath("/apply"))
  await main(page).getByRole("heading", { name: "Your application is awaiting approval" }).waitFor()
  const me = await browserMe(page)
  expect((await (await staffApi()).post(`/admin/applications/${me.id}`).send({ status: "approved" })).status).toBe(200)
  // Coming back to the tab (focus) asks at once; the 15-second poll would too.
  await page.evaluate(() => window.dispatchEvent(new Event("focus")))
  await page.waitForURL((url) => url.pathname === "/products", { timeout: 30_000 })
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
