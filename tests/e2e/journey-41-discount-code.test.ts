import { expect, it } from "vitest"
import { asBrowser, registerApprovedClinic } from "./support/browser-api"
import { mouse } from "./support/interact"
import { useJourneyBrowser } from "./support/journey"
import { europeanIndividual, DE, typeCard } from "./support/card-journey"
import { checkout, toPaymentStep } from "./support/owner-journey"
import { staffApi, uniqueEmail } from "./support/store-api"
import { addFromGrid, cartLink, expectCartCount, main, signUp, storePath } from "./support/storefront"

const journey = useJourneyBrowser()

/** An amount as shown ("$1,234.50") in minor units (123450). */
const minorUnits = (shown: string | null) => Number((shown ?? "").replace(/[^0-9]/g, ""))

it("a customer applies WELCOME10 in the cart: the total drops by Medusa's discount and the order is placed with it", async () => {
  const { page } = await journey.session("discount-code")
  const email = uniqueEmail("discount-owner")
  await signUp(page, email, { first: "Dana", last: "Discount" })
  await registerApprovedClinic(page, "Epilepsy Clinic", `Discount Journey Clinic ${Date.now()}`)

  await page.goto(storePath("/products"))
  await addFromGrid(page, "Whole Exome Sequencing")
  await expectCartCount(page, 1)
  await cartLink(page).click()
  const summary = main(page).getByRole("complementary", { name: "Total" })
  const total = summary.locator(".totals-grand dd")
  await total.waitFor()
  const field = summary.getByLabel("Discount code")

  // A code the store does not know: the server's reason, naming the code, by the field.
  await field.fill("NOPE-41")
  await summary.getByRole("button", { name: "Apply" }).click()
  await expect.poll(() => summary.getByRole("alert").textContent(), { timeout: 15_000 }).toMatch(/NOPE-41/)
  const before = minorUnits(await total.textContent())
  expect(await summary.getByText("Discount", { exact: true }).count()).toBe(0)

  await field.fill("WELCOME10")
  await summary.getByRole("button", { name: "Apply" }).click()
  await summary.getByRole("button", { name: "Remove code WELCOME10" }).waitFor({ timeout: 15_000 })
  expect(await summary.getByRole("alert").count()).toBe(0)
  const discountLine = summary.locator(".totals div").filter({ has: page.locator("dt", { hasText: /^Discount$/ }) }).locator("dd")
  await discountLine.waitFor()
  const discount = minorUnits(await discountLine.textContent())
  expect(discount).toBeGreaterThan(0)
  await expect.poll(async () => minorUnits(await total.textContent()), { timeout: 15_000 }).toBe(before - discount)
  const shownTotal = minorUnits(await total.textContent())

  await main(page).getByRole("button", { name: "Checkout" }).click()
  await checkout(page, mouse, email)
  // A clinic pays by invoice: the confirmation says when it is due.
  await main(page).getByRole("region", { name: "What happens next" }).getByText(/^Invoice due .+ — we ship within 2 working days and email you the invoice\.$/).waitFor()
  const orderId = /\/order\/confirmed\/(order_[^/?#]+)/.exec(page.url())?.[1]
  expect(orderId).toBeTruthy()
  const { status, body } = await asBrowser(page, "GET", `/store/orders/${orderId}`)
  expect(status).toBe(200)
  expect(body.order.discounts.map((d: { code: string }) => d.code)).toEqual(["WELCOME10"])
  expect(body.order.discount_total).toBe(discount)
  expect(body.order.total).toBe(shownTotal)
})

it("a customer redeems a gift card staff issued: its own line lowers the total and the order is placed with it", async () => {
  const { page } = await journey.session("gift-card")
  const email = uniqueEmail("gift-owner")
  await signUp(page, email, { first: "Gita", last: "Giftcard" })
  await registerApprovedClinic(page, "Epilepsy Clinic", `Gift Card Journey Clinic ${Date.now()}`)

  await page.goto(storePath("/products"))
  await addFromGrid(page, "Whole Exome Sequencing")
  await expectCartCount(page, 1)
  await cartLink(page).click()
  const summary = main(page).getByRole("complementary", { name: "Total" })
  const total = summary.locator(".totals-grand dd")
  await total.waitFor()

  // Staff issue a gift card worth 10.00 in the region of the shopper's cart.
  const cartId = await page.evaluate(() => localStorage.getItem("clinic_store_cart_id"))
  const cart = await asBrowser(page, "GET", `/store/carts/${cartId}`)
  expect(cart.status, JSON.stringify(cart.body)).toBe(200)
  const regionId = cart.body.cart.region_id as string
  const staff = await staffApi()
  const issued = await staff.post("/admin/gift-cards").send({ value: 1000, region_id: regionId })
  expect(issued.status, JSON.stringify(issued.body)).toBe(200)
  const code = issued.body.gift_card.code as string

  const field = summary.getByLabel("Gift card", { exact: true })
  await field.fill("GIFT-NOPE-41")
  await summary.getByRole("button", { name: "Redeem" }).click()
  await expect.poll(() => summary.getByRole("alert").textContent(), { timeout: 15_000 }).toMatch(/GIFT-NOPE-41/)
  const before = minorUnits(await total.textContent())

  await field.fill(code)
  await summary.getByRole("button", { name: "Redeem" }).click()
  await summary.getByRole("button", { name: `Remove gift card ${code}` }).waitFor({ timeout: 15_000 })
  const giftLine = summary.locator(".totals div").filter({ has: page.locator("dt", { hasText: /^Gift card$/ }) }).locator("dd")
  await giftLine.waitFor()
  const paidByCard = minorUnits(await giftLine.textContent())
  expect(paidByCard).toBe(1000)
  // The region taxes gift cards (Medusa's gift_cards_taxable): the card lowers the taxed amount, so the total drops
  // by at least the card's value; the order records exactly the total shown.
  await expect.poll(async () => minorUnits(await total.textContent()), { timeout: 15_000 }).toBeLessThanOrEqual(before - paidByCard)
  const shownTotal = minorUnits(await total.textContent())

  await main(page).getByRole("button", { name: "Checkout" }).click()
  await checkout(page, mouse, email)
  const orderId = /\/order\/confirmed\/(order_[^/?#]+)/.exec(page.url())?.[1]
  expect(orderId).toBeTruthy()
  const { status, body } = await asBrowser(page, "GET", `/store/orders/${orderId}`)
  expect(status).toBe(200)
  expect(body.order.gift_card_total).toBe(paidByCard)
  expect(body.order.total).toBe(shownTotal)
})

it("an individual applies WELCOME10 at checkout and pays by card: the card is charged the discounted total shown", async () => {
  const { page } = await journey.session("discount-card")
  const email = await europeanIndividual(page)
  await page.goto(storePath("/products/asm-pharmacogenomics"))
  await main(page).getByRole("button", { name: "Add to cart: Antiseizure Medication Pharmacogenomics" }).first().click()
  await expectCartCount(page, 1)
  await cartLink(page).click()
  await main(page).getByRole("button", { name: "Checkout" }).click()
  await toPaymentStep(page, email, DE)

  const summary = main(page).getByRole("complementary", { name: "Order summary" })
  const total = summary.locator(".totals-grand dd")
  await total.waitFor()
  const before = minorUnits(await total.textContent())
  await summary.getByLabel("Discount code").fill("WELCOME10")
  await summary.getByRole("button", { name: "Apply" }).click()
  await summary.getByRole("button", { name: "Remove code WELCOME10" }).waitFor({ timeout: 15_000 })
  await expect.poll(async () => minorUnits(await total.textContent()), { timeout: 15_000 }).toBeLessThan(before)
  const shownTotal = minorUnits(await total.textContent())

  await typeCard(page, "4242 4242 4242 4242")
  const place = main(page).getByRole("button", { name: "Place order" })
  await expect.poll(() => place.isEnabled(), { timeout: 20_000 }).toBe(true)
  await place.click()
  await page.waitForURL(/\/order\/confirmed\/order_/, { timeout: 30_000 })
  const orderId = /\/order\/confirmed\/(order_[^/?#]+)/.exec(page.url())?.[1]
  const { status, body } = await asBrowser(page, "GET", `/store/orders/${orderId}`)
  expect(status).toBe(200)
  expect(body.order.discounts.map((d: { code: string }) => d.code)).toEqual(["WELCOME10"])
  expect(body.order.total).toBe(shownTotal)
  // Money authorised is money charged: the card payment is for the discounted total.
  expect(body.order.payments.map((p: { amount: number; provider_id: string }) => [p.provider_id, p.amount])).toEqual([["stripe", shownTotal]])
})
