import { formatStoreMoney } from "@clinic-store/contract"
import type { Page } from "playwright-core"
import { expect, inject, it } from "vitest"
import { asBrowser, placeOrderAs } from "./support/browser-api"
import { useJourneyBrowser } from "./support/journey"
import { linkIn, waitForMail } from "./support/mail"
import { browserMe } from "./support/owner-journey"
import { productByHandle, staffApi, uniqueEmail } from "./support/store-api"
import { checkScreen, expectSignedIn, JOURNEY_PASSWORD, main, signUp, storePath } from "./support/storefront"

/**
 * Order edits (issue 41): staff propose a change to a customer's order with Medusa's admin API and ask the customer;
 * she hears of it by mail, opens the mail's link (signing in keeps it), sees what changes and Medusa's new total, and
 * confirms it (paying the difference by card) or declines it.
 */
const journey = useJourneyBrowser()

const DE_API = { first_name: "Lena", last_name: "Weber", address_1: "Hauptstraße 1", city: "Berlin", postal_code: "10115", country_code: "de" }
const US_API = { first_name: "Erin", last_name: "Tester", address_1: "1 Main Street", city: "Boston", postal_code: "02110", country_code: "us" }
const ORDERED = "asm-pharmacogenomics"
const ADDED = "vitamin-d-thyroid-home-test"

type Order = { id: string; display_id: number; total: number; currency_code: string }

async function ok(page: Page, method: "GET" | "POST", path: string, data?: unknown) {
  const res = await asBrowser(page, method, path, data)
  expect(res.status, `${method} ${path}: ${JSON.stringify(res.body)}`).toBeLessThan(300)
  return res.body
}

/** An approved individual signed in in the browser, billed at `address` (Germany pays by card, the US by invoice). */
async function approvedIndividual(page: Page, address: typeof DE_API, tag: string) {
  const email = uniqueEmail(tag)
  await signUp(page, email, { first: address.first_name, last: address.last_name })
  await ok(page, "POST", "/store/application", { first_name: address.first_name, last_name: address.last_name, billing_address: address })
  const me = await browserMe(page)
  expect((await (await staffApi()).post(`/admin/applications/${me.id}`).send({ status: "approved" })).status).toBe(200)
  return email
}

/** An order in euros paid by card, placed through the store API with the browser's session and the test card server. */
async function placeCardOrder(page: Page, email: string): Promise<Order> {
  const { products } = await ok(page, "GET", `/store/products?handle=${ORDERED}`)
  const { regions } = await ok(page, "GET", "/store/regions")
  const region = regions.find((r: { currency_code: string }) => r.currency_code === "eur")
  const { cart } = await ok(page, "POST", "/store/carts", { region_id: region.id })
  await ok(page, "POST", `/store/carts/${cart.id}/line-items`, { variant_id: products[0].variants[0].id, quantity: 1 })
  await ok(page, "POST", `/store/carts/${cart.id}`, { email, shipping_address: DE_API, billing_address: DE_API })
  const { shipping_options } = await ok(page, "GET", `/store/shipping-options/${cart.id}`)
  await ok(page, "POST", `/store/carts/${cart.id}/shipping-methods`, { option_id: shipping_options[0].id })
  const opened = await ok(page, "POST", `/store/carts/${cart.id}/payment-sessions`)
  const secret = opened.cart.payment_session.data.client_secret as string
  const confirmed = await fetch(`${inject("stripeUrl")}/v1/payment_intents/${secret.split("_secret_")[0]}/confirm`, {
    method: "POST",
    headers: { authorization: "Bearer pk_test_clinic_store_e2e", "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ client_secret: secret, payment_method: "pm_card_visa" }).toString(),
  })
  expect(confirmed.status).toBe(200)
  const done = await ok(page, "POST", `/store/carts/${cart.id}/complete`)
  expect(done.type).toBe("order")
  return done.data as Order
}

/** Staff add one unit of the product `handle` to the order and ask the customer (Medusa's admin API, as the back office does). */
async function requestAddedItem(orderId: string, handle: string): Promise<{ id: string; total: number; difference_due: number }> {
  const staff = await staffApi()
  const created = await staff.post("/admin/order-edits").send({ order_id: orderId })
  expect(created.status, JSON.stringify(created.body)).toBe(200)
  const editId = created.body.order_edit.id as string
  const product = await productByHandle(handle)
  const added = await staff.post(`/admin/order-edits/${editId}/items`).send({ variant_id: product.variants[0].id, quantity: 1 })
  expect(added.status, JSON.stringify(added.body)).toBe(200)
  const requested = await staff.post(`/admin/order-edits/${editId}/request`)
  expect(requested.status, JSON.stringify(requested.body)).toBe(200)
  return requested.body.order_edit
}

it("a customer confirms an edit from its mail: sees the added item and Medusa's new total, pays the difference by card, and the order shows the new total", async () => {
  const { page } = await journey.session("order-edit-confirm")
  const email = await approvedIndividual(page, DE_API, "edit-card")
  const order = await placeCardOrder(page, email)
  const edit = await requestAddedItem(order.id, ADDED)
  expect(edit.difference_due).toBeGreaterThan(0)
  const money = (amount: number) => formatStoreMoney(amount, order.currency_code, "en")
  const added = await productByHandle(ADDED)

  const mail = await waitForMail(email, new RegExp(`An edit of your order #${order.display_id} to confirm`))
  expect(mail.text).toContain(`Total after the change: ${money(edit.total)}`)
  await page.goto(linkIn(mail))
  await main(page).getByRole("heading", { name: `A change to order #${order.display_id}` }).waitFor()
  await main(page).getByRole("listitem").filter({ hasText: `Added: 1 × ${added.title}` }).waitFor()
  const totals = main(page).locator("dl.order-edit-totals")
  await expect.poll(() => totals.textContent()).toBe(`Total now${money(order.total)}Total after the change${money(edit.total)}To pay when you confirm${money(edit.difference_due)}`)
  await checkScreen(page, "order-edit", { screenshot: true })

  await main(page).getByRole("button", { name: `Confirm and pay ${money(edit.difference_due)}` }).click()
  const card = main(page).getByRole("group", { name: "Card details" })
  await card.getByLabel("Card number").fill("4242 4242 4242 4242")
  await card.getByLabel("Expiry date").fill("12 / 34")
  await card.getByLabel("Security code").fill("123")
  const pay = main(page).getByRole("button", { name: `Pay ${money(edit.difference_due)} and confirm` })
  await expect.poll(() => pay.isEnabled(), { timeout: 20_000 }).toBe(true)
  await pay.click()
  await main(page).getByText("You confirmed the change. The order now holds the new items and total.").waitFor({ timeout: 30_000 })

  await main(page).getByRole("link", { name: "Back to the order" }).last().click()
  await main(page).getByRole("heading", { name: `Order #${order.display_id}` }).waitFor()
  const facts = main(page).locator("dl.facts").first()
  await expect.poll(() => facts.textContent()).toContain(`Total${money(edit.total)}`)
  await main(page).getByRole("row").filter({ hasText: added.title }).first().waitFor()
  expect(await main(page).getByRole("link", { name: "Review the change" }).count()).toBe(0)
})

it("a signed-out customer opens the mail's link, signs in, lands on the edit and declines it with a reason: the order stays as it was", async () => {
  const { page } = await journey.session("order-edit-decline")
  const email = await approvedIndividual(page, US_API, "edit-decline")
  const order = (await placeOrderAs(page, ORDERED)) as unknown as Order
  const placed = (await ok(page, "GET", `/store/orders/?id=${order.id}`)).order as Order
  const edit = await requestAddedItem(order.id, ADDED)
  const money = (amount: number) => formatStoreMoney(amount, placed.currency_code, "en")

  // The order's page offers the change too.
  await page.goto(storePath(`/orders/${order.id}`))
  await main(page).getByText("The store proposes a change to this order.").waitFor()
  await page.getByRole("banner").getByRole("button", { name: "Sign out" }).click()
  await page.waitForURL(/\/login/)

  const mail = await waitForMail(email, new RegExp(`An edit of your order #${order.display_id} to confirm`))
  await page.goto(linkIn(mail))
  await page.waitForURL(/\/login\?next=/)
  const form = main(page)
  await form.getByLabel("Email", { exact: true }).fill(email)
  await form.getByLabel("Password", { exact: true }).fill(JOURNEY_PASSWORD)
  await form.getByRole("button", { name: "Sign in" }).click()
  await expectSignedIn(page)
  await page.waitForURL((url) => url.pathname === `/orders/${order.id}/edits/${edit.id}`)
  await main(page).getByRole("heading", { name: `A change to order #${order.display_id}` }).waitFor()
  await expect.poll(() => main(page).locator("dl.order-edit-totals").textContent()).toContain(`Total after the change${money(edit.total)}`)

  await main(page).getByLabel("Why do you decline it?").fill("I only need the one test")
  await main(page).getByRole("button", { name: "Decline the change" }).click()
  await main(page).getByText("You declined the change. The order stays as it was.").waitFor()
  const answered = await ok(page, "GET", `/store/order-edits/${edit.id}`)
  expect([answered.order_edit.status, answered.order_edit.declined_reason]).toEqual(["declined", "I only need the one test"])

  await page.goto(storePath(`/orders/${order.id}`))
  await main(page).getByRole("heading", { name: `Order #${order.display_id}` }).waitFor()
  await expect.poll(() => main(page).locator("dl.facts").first().textContent()).toContain(`Total${money(placed.total)}`)
  expect(await main(page).getByText("The store proposes a change to this order.").count()).toBe(0)
})
