import type { Page } from "playwright-core"
import { expect, inject, it } from "vitest"
import { asBrowser } from "./support/browser-api"
import { useJourneyBrowser } from "./support/journey"
import { browserMe, toPaymentStep } from "./support/owner-journey"
import { staffApi, uniqueEmail } from "./support/store-api"
import { cartLink, expectAddedOnCart, expectCartCount, main, signUp, storePath } from "./support/storefront"

/**
 * Stripe's Payment Element (through @stripe/react-stripe-js) in Chromium, against the Stripe.js test double and the
 * Stripe-compatible server: a Danish individual (DKK) is offered a card, Google Pay and MobilePay; pays with the
 * wallet and with MobilePay (its approval page and back); an empty card keeps the review closed; in Danish the card
 * fields and a decline's reason are Danish.
 */
const journey = useJourneyBrowser()

const DK = { "First name": "Mette", "Last name": "Hansen", Address: "Nørregade 1", City: "København", "Postal code": "1165", Country: "dk" }
const DK_API = { first_name: "Mette", last_name: "Hansen", address_1: "Nørregade 1", city: "København", postal_code: "1165", country_code: "dk" }
const TEST_PRODUCT = { path: "/products/asm-pharmacogenomics", button: "Add to cart: Antiseizure Medication Pharmacogenomics" }

/** An approved individual billed in Denmark, so whose cart is in DKK. */
async function danishIndividual(page: Page) {
  const email = uniqueEmail("element")
  await signUp(page, email, { first: "Mette", last: "Hansen" })
  const applied = await asBrowser(page, "POST", "/store/application", { first_name: "Mette", last_name: "Hansen", billing_address: DK_API })
  expect(applied.status, JSON.stringify(applied.body)).toBeLessThan(300)
  const me = await browserMe(page)
  expect((await (await staffApi()).post(`/admin/applications/${me.id}`).send({ status: "approved" })).status).toBe(200)
  return email
}

async function toCheckout(page: Page, email: string) {
  await page.goto(storePath(TEST_PRODUCT.path))
  await main(page).getByRole("button", { name: TEST_PRODUCT.button }).first().click()
  await expectAddedOnCart(page)
  await expectCartCount(page, 1)
  await cartLink(page).click()
  await main(page).getByRole("button", { name: "Checkout" }).click()
  await toPaymentStep(page, email, DK)
}

const paymentGroup = (page: Page, name = "Card details") => main(page).getByRole("group", { name })

async function placeOrder(page: Page, name = "Place order") {
  const place = main(page).getByRole("button", { name })
  await expect.poll(() => place.isEnabled(), { timeout: 20_000 }).toBe(true)
  await place.click()
}

async function expectConfirmed(page: Page) {
  await page.waitForURL(/\/order\/confirmed\/order_/, { timeout: 30_000 })
  await expectCartCount(page, 0)
}

it("a DKK cart offers a card, Google Pay and MobilePay; an empty card keeps the review closed; Google Pay places the order", async () => {
  const { page } = await journey.session("element-wallet")
  const email = await danishIndividual(page)
  await toCheckout(page, email)
  const methods = paymentGroup(page).getByRole("radiogroup")
  await methods.waitFor()
  expect(await methods.getByRole("radio").allTextContents()).toEqual(["Card", "Google Pay", "MobilePay"])

  // The card is chosen and empty: nothing is ready and the review does not open.
  await paymentGroup(page).getByLabel("Card number").waitFor()
  expect(await main(page).getByRole("button", { name: "Place order" }).isEnabled()).toBe(false)
  await main(page).getByRole("button", { name: "Continue to review" }).click()
  await main(page).getByText("Enter the card number, expiry date and security code to continue.").waitFor()
  expect(await main(page).getByRole("heading", { name: "Check your order" }).count()).toBe(0)

  // Google Pay chosen: complete at once; its sheet's Pay confirms with the wallet's card.
  await methods.getByRole("radio", { name: "Google Pay" }).click()
  await placeOrder(page)
  const sheet = page.getByRole("dialog", { name: "Google Pay" })
  await sheet.waitFor()
  await sheet.getByRole("button", { name: "Pay" }).click()
  await expectConfirmed(page)

  // Stripe recorded a Google Pay card on the charge.
  const events = (await (await fetch(`${inject("stripeUrl")}/v1/events?limit=100`, { headers: { authorization: "Bearer sk_test_clinic_store_e2e" } })).json()) as {
    data: { type: string; data: { object: { payment_method_details?: { card?: { wallet?: { type: string } } } } } }[]
  }
  const charged = events.data.filter((event) => event.type === "charge.succeeded").map((event) => event.data.object.payment_method_details?.card?.wallet?.type)
  expect(charged).toContain("google_pay")
})

it("MobilePay: the shopper approves on MobilePay's page and comes back to the checkout, which places the order", async () => {
  const { page } = await journey.session("element-mobilepay")
  const email = await danishIndividual(page)
  await toCheckout(page, email)
  await paymentGroup(page).getByRole("radio", { name: "MobilePay" }).click()
  await placeOrder(page)
  // Stripe sends the shopper to MobilePay (the test server's approval page) …
  await page.waitForURL((url) => url.pathname.startsWith("/mobilepay/authorize/"), { timeout: 30_000 })
  await page.getByRole("button", { name: "Authorize test payment" }).click()
  // … and back to the checkout, where the authorised intent places the order.
  await expectConfirmed(page)
  expect((await asBrowser(page, "GET", "/store/orders/list")).body.count).toBe(1)
})

it("in Danish the card fields and a decline's reason are Danish", async () => {
  const { page } = await journey.session("element-danish")
  const email = await danishIndividual(page)
  await toCheckout(page, email)
  await paymentGroup(page).getByLabel("Card number").waitFor()
  await page.goto(storePath("/checkout?lang=da"))
  const card = paymentGroup(page, "Kortoplysninger")
  await card.getByRole("radio", { name: "Kort" }).waitFor({ timeout: 20_000 })
  await card.getByLabel("Kortnummer").fill("4000 0000 0000 0002")
  await card.getByLabel("Udløbsdato").fill("12 / 34")
  await card.getByLabel("Sikkerhedskode").fill("123")
  await placeOrder(page, "Afgiv ordre")
  await main(page).getByText("Dit kort blev afvist.", { exact: false }).first().waitFor({ timeout: 30_000 })
  expect(await main(page).getByText("Your card was declined.", { exact: false }).count()).toBe(0)
})
