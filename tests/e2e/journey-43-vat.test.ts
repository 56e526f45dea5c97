import type { Locator, Page } from "playwright-core"
import { expect, it } from "vitest"
import { formatStoreMoney } from "@clinic-store/contract"
import { asBrowser } from "./support/browser-api"
import { typeCard } from "./support/card-journey"
import { useJourneyBrowser } from "./support/journey"
import { browserMe, toPaymentStep } from "./support/owner-journey"
import { staffApi, uniqueEmail } from "./support/store-api"
import { cartLink, checkScreen, expectAddedOnCart, main, signUp, storePath } from "./support/storefront"

/**
 * Issue 43: consumers in the EU regions see prices including VAT, and the VAT those prices include, in the cart, the
 * checkout's summary and the confirmation: Medusa's totals, the same the order records. Two items at DKK 815 incl.
 * VAT cost DKK 1,630 plus DKK 99 shipping: DKK 1,729.00, of which DKK 345.80 VAT (before: DKK 2,161.25, VAT on top).
 * The confirmation says what happens next (the invoice's due day, the card's brand and last four) and shows the
 * order number only.
 */
const journey = useJourneyBrowser()

const DK = { "First name": "Mette", "Last name": "Hansen", Address: "Nørregade 1", City: "København", "Postal code": "1165", Country: "dk" }
const DK_API = { first_name: "Mette", last_name: "Hansen", address_1: "Nørregade 1", city: "København", postal_code: "1165", country_code: "dk" }
const DE = { "First name": "Lena", "Last name": "Weber", Address: "Hauptstraße 1", City: "Berlin", "Postal code": "10115", Country: "de" }
const DE_API = { first_name: "Lena", last_name: "Weber", address_1: "Hauptstraße 1", city: "Berlin", postal_code: "10115", country_code: "de" }
const VITAMIN_D = "Vitamin D and Thyroid Home Test"

/** An approved individual whose billing address (so whose cart's region) is `address`. */
async function approvedIndividual(page: Page, address: typeof DK_API, name: string): Promise<string> {
  const email = uniqueEmail(name)
  await signUp(page, email, { first: address.first_name, last: address.last_name })
  const applied = await asBrowser(page, "POST", "/store/application", { first_name: address.first_name, last_name: address.last_name, billing_address: address })
  expect(applied.status, JSON.stringify(applied.body)).toBeLessThan(300)
  const me = await browserMe(page)
  expect((await (await staffApi()).post(`/admin/applications/${me.id}`).send({ status: "approved" })).status).toBe(200)
  return email
}

/** The amount a totals list gives for the label `label` (its `dt`). */
function totalOf(scope: Locator, label: string | RegExp): Locator {
  return scope.locator("dl.totals > div").filter({ has: scope.page().locator("dt", { hasText: label }) }).locator("dd")
}

/** Adds the product's option `option` and sets its quantity in the cart. */
async function addToCart(page: Page, option: RegExp, quantity: number) {
  await page.goto(storePath("/products/vitamin-d-thyroid-home-test"))
  await main(page).getByRole("heading", { level: 1, name: VITAMIN_D }).waitFor()
  await main(page).getByRole("radio", { name: option }).check()
  await main(page).getByRole("button", { name: `Add to cart: ${VITAMIN_D}` }).first().click()
  await expectAddedOnCart(page)
  await cartLink(page).click()
  for (let shown = 1; shown < quantity; shown++) {
    await main(page).getByRole("button", { name: new RegExp(`^Increase the quantity of ${VITAMIN_D}`) }).click()
    const field = main(page).getByRole("spinbutton", { name: new RegExp(`^Quantity of ${VITAMIN_D}`) })
    await expect.poll(() => field.inputValue()).toBe(String(shown + 1))
  }
}

type RecordedOrder = { display_id: number; total: number; tax_total: number; subtotal: number; shipping_total: number; currency_code: string }

it("DKK: two items at DKK 815 incl. VAT show DKK 1,729.00 with DKK 345.80 VAT in the cart, the checkout and the confirmation, as the order records", async () => {
  const { page } = await journey.session("vat-dkk")
  const email = await approvedIndividual(page, DK_API, "vat-dkk")
  await addToCart(page, /Two tests/, 2)
  const dkk = (amount: number) => formatStoreMoney(amount, "dkk", "en")

  // The cart: the line at its price incl. VAT, the total incl. VAT and the VAT in it.
  const cart = main(page)
  await cart.getByRole("row", { name: new RegExp(VITAMIN_D) }).getByText(dkk(163000)).waitFor()
  await expect.poll(() => totalOf(cart, "Total incl. VAT").textContent(), { timeout: 20_000 }).toContain(dkk(163000 + 9900))
  await expect.poll(() => totalOf(cart, "VAT (25%)").textContent()).toBe(dkk(34580))
  expect(await totalOf(cart, "Subtotal excl. VAT").textContent()).toBe(dkk(130400))
  await checkScreen(page, "cart-vat-dkk", { screenshot: true })

  // The checkout's summary says the same; the individual in Denmark pays by card (Denmark takes cards and MobilePay).
  await main(page).getByRole("button", { name: "Checkout" }).click()
  await toPaymentStep(page, email, DK)
  const summary = main(page).getByRole("complementary", { name: "Order summary" })
  await expect.poll(() => totalOf(summary, "Total incl. VAT").textContent()).toBe(dkk(172900))
  expect(await totalOf(summary, "VAT (25%)").textContent()).toBe(dkk(34580))
  await typeCard(page, "4242 4242 4242 4242")
  const place = main(page).getByRole("button", { name: "Place order" })
  await expect.poll(() => place.isEnabled(), { timeout: 20_000 }).toBe(true)
  await place.click()
  await page.waitForURL(/\/order\/confirmed\/order_/, { timeout: 30_000 })
  await main(page).getByRole("heading", { name: "Order confirmed" }).waitFor()

  // The confirmation: Medusa's figures as the order records them, what happens next, the order number only.
  const orderId = new URL(page.url()).pathname.split("/").pop()!
  const order = (await asBrowser(page, "GET", `/store/orders/${orderId}`)).body.order as RecordedOrder
  expect(order).toMatchObject({ currency_code: "dkk", total: 172900, tax_total: 34580 })
  const confirmation = main(page)
  expect(await totalOf(confirmation, "Total incl. VAT").textContent()).toBe(dkk(order.total))
  expect(await totalOf(confirmation, "VAT (25%)").textContent()).toBe(dkk(order.tax_total))
  await confirmation.getByText(`Order number #${order.display_id}`).waitFor()
  const next = confirmation.getByRole("region", { name: "What happens next" })
  await next.getByText("Paid by card (Visa ending in 4242) — we ship within 2 working days.").waitFor()
  await next.getByText(/^Each test comes as a kit\./).waitFor()
  expect(await confirmation.textContent()).not.toContain(orderId)
  await checkScreen(page, "order-confirmed-vat-dkk", { screenshot: true })
})

it("EUR by card: the VAT line in euros, and the confirmation names the card's brand and last four", async () => {
  const { page } = await journey.session("vat-eur")
  const email = await approvedIndividual(page, DE_API, "vat-eur")
  await addToCart(page, /Single test/, 1)
  const eur = (amount: number) => formatStoreMoney(amount, "eur", "en")

  const cart = main(page)
  await expect.poll(() => totalOf(cart, "Total incl. VAT").textContent(), { timeout: 20_000 }).toContain(eur(6400 + 1200))
  // 20 % VAT included in EUR 64.00 + EUR 12.00 shipping: EUR 12.67.
  await expect.poll(() => totalOf(cart, "VAT (20%)").textContent()).toBe(eur(1067 + 200))

  await main(page).getByRole("button", { name: "Checkout" }).click()
  await toPaymentStep(page, email, DE)
  const card = main(page).getByRole("group", { name: "Card details" })
  await card.getByLabel("Card number").fill("4242 4242 4242 4242")
  await card.getByLabel("Expiry date").fill("12 / 34")
  await card.getByLabel("Security code").fill("123")
  const place = main(page).getByRole("button", { name: "Place order" })
  await expect.poll(() => place.isEnabled(), { timeout: 20_000 }).toBe(true)
  await place.click()
  await page.waitForURL(/\/order\/confirmed\/order_/, { timeout: 30_000 })
  await main(page).getByRole("heading", { name: "Order confirmed" }).waitFor()

  const orderId = new URL(page.url()).pathname.split("/").pop()!
  const order = (await asBrowser(page, "GET", `/store/orders/${orderId}`)).body.order as RecordedOrder
  expect(order).toMatchObject({ currency_code: "eur", total: 7600, tax_total: 1267 })
  const confirmation = main(page)
  expect(await totalOf(confirmation, "Total incl. VAT").textContent()).toBe(eur(order.total))
  expect(await totalOf(confirmation, "VAT (20%)").textContent()).toBe(eur(order.tax_total))
  await confirmation.getByRole("region", { name: "What happens next" }).getByText("Paid by card (Visa ending in 4242) — we ship within 2 working days.").waitFor()
  expect(await confirmation.textContent()).not.toContain(orderId)
})
