import type { Page } from "playwright-core"
import { expect, it } from "vitest"
import { asBrowser } from "./support/browser-api"
import { screenshot } from "./support/browser"
import { useJourneyBrowser } from "./support/journey"
import { checkScreen, main, signIn, storePath } from "./support/storefront"

const journey = useJourneyBrowser()

/** The words of each language the journey reads (the store's own texts in en.json and da.json). */
const WORDS = {
  en: {
    checkout: "Checkout",
    steps: "Checkout steps",
    shipTo: "Ship to",
    changeShipping: "Change shipping address",
    billingSame: "Billing address same as shipping",
    continueDelivery: "Continue to delivery",
    shippingAuto: "Chosen automatically for your region:",
    continuePayment: "Continue to payment",
    manual: "Pay by invoice",
    continueReview: "Continue to review",
    review: "Check your order",
    sameShort: "Same as the shipping address",
    paymentManual: "Invoice after the order (manual payment)",
    place: "Place order",
    confirmed: "Order confirmed",
    orderNumber: /Order number #(\d+)/,
    shippingAddress: "Shipping address",
    billingAddress: "Billing address",
    viewOrder: "View order",
    orderPage: "Order",
  },
  da: {
    checkout: "Kassen",
    steps: "Trin i kassen",
    shipTo: "Send til",
    changeShipping: "Ændr leveringsadresse",
    billingSame: "Faktureringsadresse samme som leveringsadresse",
    continueDelivery: "Fortsæt til levering",
    shippingAuto: "Valgt automatisk for din region:",
    continuePayment: "Fortsæt til betaling",
    manual: "Betal med faktura",
    continueReview: "Fortsæt til gennemsyn",
    review: "Tjek din ordre",
    sameShort: "Samme som leveringsadressen",
    paymentManual: "Faktura efter ordren (manuel betaling)",
    place: "Afgiv ordre",
    confirmed: "Ordre bekræftet",
    orderNumber: /Ordrenummer #(\d+)/,
    shippingAddress: "Leveringsadresse",
    billingAddress: "Faktureringsadresse",
    viewOrder: "Se ordre",
    orderPage: "Ordre",
  },
} as const

const WIDTHS = [1280, 390] as const
const SAVED = { first_name: "Sia", last_name: "Saved", address_1: "77 Harbor Road", city: "Portland", postal_code: "04101", country_code: "us" }

/** Where "Place order" is: its top on the page, whether it is inside the screen now, and the page's height (px). */
async function placeOrderPosition(page: Page, name: string) {
  const button = main(page).getByRole("button", { name, exact: true })
  const box = await button.evaluate((element) => {
    const rect = element.getBoundingClientRect()
    return { top: rect.top + window.scrollY, inView: rect.top >= 0 && rect.bottom <= window.innerHeight }
  })
  return { ...box, pageHeight: await page.evaluate(() => document.scrollingElement!.scrollHeight) }
}

/** Puts one unit of the first product the customer may buy into the cart the storefront holds. */
async function fillCart(page: Page): Promise<void> {
  await page.goto(storePath("/checkout"))
  await expect.poll(() => page.evaluate(() => localStorage.getItem("clinic_store_cart_id")), { timeout: 30_000 }).toMatch(/^cart_/)
  const cartId = await page.evaluate(() => localStorage.getItem("clinic_store_cart_id"))
  const listing = await asBrowser(page, "GET", "/store/user/products/")
  const variantId = listing.body.products[0].variants[0].id as string
  expect((await asBrowser(page, "POST", `/store/carts/${cartId}/line-items`, { variant_id: variantId, quantity: 1 })).status).toBe(200)
}

for (const lang of ["en", "da"] as const) {
  for (const width of WIDTHS) {
    it(`checkout in steps at ${width} px in ${lang === "en" ? "English" : "Danish"}: a saved address in one line, billing same as shipping, review with change links, a reload keeps the step, Place order always in reach, a confirmation with addresses and payment`, async () => {
      const w = WORDS[lang]
      const { page } = await journey.session(`stepped-checkout-${lang}-${width}`)
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 })
      const shot = (name: string) => screenshot(page, `store-${name}-${width}${lang === "en" ? "" : "-da"}`)
      await signIn(page, "owner@example.com")
      // The demo owner's book gets the saved address once (the journeys of each language and width share it).
      const me = await asBrowser(page, "GET", "/store/customers/me")
      const book = (me.body.customer.shipping_addresses ?? []) as { address_1: string }[]
      if (!book.some((a) => a.address_1 === SAVED.address_1)) expect((await asBrowser(page, "POST", "/store/customers/me/addresses", { address: SAVED })).status).toBeLessThan(300)
      await fillCart(page)

      // A complete cart opens at the review, whatever the language.
      await page.goto(storePath(`/checkout?lang=${lang}`))
      await main(page).getByRole("heading", { level: 1, name: w.checkout }).waitFor()
      const review = main(page).getByRole("region", { name: w.review })
      await review.waitFor({ timeout: 30_000 })
      const place = main(page).getByRole("button", { name: w.place, exact: true })
      await expect.poll(() => place.isEnabled(), { timeout: 30_000 }).toBe(true)
      const atReview = await placeOrderPosition(page, w.place)
      expect(atReview.inView, "Place order is in the first screen of the review").toBe(true)
      console.log(`${lang} ${width} px: review page ${atReview.pageHeight} px high, Place order at ${Math.round(atReview.top)} px`)

      // Address: the cart's address in one line with "Change"; a saved address is picked in one line; billing follows.
      await review.getByRole("link", { name: w.changeShipping }).click()
      const details = main(page).getByRole("form")
      await details.getByText(w.shipTo, { exact: true }).waitFor()
      expect(await details.getByRole("checkbox", { name: w.billingSame }).isChecked()).toBe(true)
      expect(await details.locator("fieldset").filter({ has: page.locator("legend", { hasText: w.shippingAddress }) }).count()).toBe(0)
      expect((await placeOrderPosition(page, w.place)).inView, "Place order stays in reach on the address step").toBe(true)
      await details.getByRole("button", { name: w.changeShipping }).click()
      await details.getByRole("radio", { name: /77 Harbor Road/ }).first().check()
      expect(await details.locator("fieldset").filter({ has: page.locator("legend", { hasText: w.shippingAddress }) }).count()).toBe(0)
      await checkScreen(page, `checkout-address-${width}-${lang}`)
      await shot("checkout-address")
      await details.getByRole("button", { name: w.continueDelivery }).click()

      await main(page).getByText(w.shippingAuto).waitFor()
      await shot("checkout-delivery")
      await main(page).getByRole("button", { name: w.continuePayment }).click()
      await main(page).getByText(w.manual, { exact: true }).waitFor()
      await shot("checkout-payment")
      await main(page).getByRole("button", { name: w.continueReview }).click()
      await review.waitFor()
      await review.getByText(/77 Harbor Road/).waitFor()
      await review.getByText(w.sameShort).waitFor()
      await review.getByText(w.paymentManual).waitFor()

      // A reload returns to the review with the chosen address: nothing lost.
      expect(new URL(page.url()).searchParams.get("step")).toBe("review")
      await page.reload()
      await review.getByText(/77 Harbor Road/).waitFor({ timeout: 30_000 })
      await expect.poll(() => place.isEnabled(), { timeout: 30_000 }).toBe(true)
      await checkScreen(page, `checkout-review-${width}-${lang}`)
      await shot("checkout-review")
      const steps = main(page).getByRole("navigation", { name: w.steps })
      expect(await steps.locator('[aria-current="step"]').textContent()).toContain(lang === "en" ? "Review" : "Gennemse")

      await place.click()
      await page.waitForURL(/\/order\/confirmed\/order_/, { timeout: 30_000 })
      await main(page).getByRole("heading", { level: 1, name: w.confirmed }).waitFor()
      const number = Number(w.orderNumber.exec((await main(page).getByText(w.orderNumber).textContent()) ?? "")![1])
      await main(page).getByText(w.shippingAddress, { exact: true }).waitFor()
      await main(page).getByText("77 Harbor Road", { exact: true }).waitFor()
      await main(page).getByText(w.billingAddress, { exact: true }).waitFor()
      await main(page).getByText(w.paymentManual, { exact: true }).waitFor()
      await checkScreen(page, `order-confirmed-${width}-${lang}`)
      await shot("order-confirmed")
      await main(page).getByRole("link", { name: w.viewOrder }).click()
      await main(page).getByRole("heading", { name: `${w.orderPage} #${number}` }).waitFor()
    })
  }
}
