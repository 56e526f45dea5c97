import type { Page } from "playwright-core"
import { expect, it } from "vitest"
import { asBrowser, placeOrderAs } from "./support/browser-api"
import { useJourneyBrowser } from "./support/journey"
import { addFromGrid, expectCartCount, main, signIn, storePath } from "./support/storefront"

const journey = useJourneyBrowser()

/** The keys the store keeps in local storage for a signed-in customer. */
const CUSTOMER_KEYS = ["clinic_store_cart_id", "clinic_store_cart_owner", "clinic_store_cart_completion"]

async function storedKeys(page: Page): Promise<Record<string, string | null>> {
  return page.evaluate((keys) => Object.fromEntries(keys.map((key) => [key, localStorage.getItem(key)])), CUSTOMER_KEYS)
}

/** Adds the first product of /products to the cart and waits until the cart holds `count` items. */
async function addFirstProduct(page: Page, count: number): Promise<void> {
  await page.goto(storePath("/products"))
  await addFromGrid(page)
  await expectCartCount(page, count)
}

/**
 * Empties, on the server, the cart the page took up at sign-in (a cart follows its customer, so an earlier test's
 * cart of the same demo customer is resumed) and, should it differ, the customer's newest open cart: a demo customer
 * can have more than one open cart, and the one the page uses is the one that must be empty.
 */
async function emptyOpenCart(page: Page): Promise<void> {
  let pageCart: string | null = null
  for (let waited = 0; waited < 20_000 && !pageCart; waited += 200) {
    pageCart = (await storedKeys(page)).clinic_store_cart_id
    if (!pageCart) await page.waitForTimeout(200)
  }
  const open = await asBrowser(page, "GET", "/store/user/cart")
  const cartIds = new Set([pageCart, open.status === 200 ? (open.body.cart.id as string) : null].filter((id): id is string => Boolean(id)))
  for (const cartId of cartIds) {
    const cart = await asBrowser(page, "GET", `/store/carts/${cartId}`)
    if (cart.status !== 200 || cart.body.cart.completed_at) continue
    for (const item of cart.body.cart.items as { id: string }[]) {
      expect((await asBrowser(page, "DELETE", `/store/carts/${cartId}/line-items/${item.id}`)).status).toBe(200)
    }
  }
}

/** Opens checkout and waits until "Place order" can be pressed. */
async function openReadyCheckout(page: Page): Promise<void> {
  await page.goto(storePath("/checkout"))
  await main(page).getByRole("heading", { name: "Checkout", exact: true }).waitFor()
  await expect.poll(() => main(page).getByRole("button", { name: "Place order" }).isEnabled(), { timeout: 30_000 }).toBe(true)
}

/** The checkout's address step with the shipping address opened: what it offers (fields, saved addresses, lines). */
async function checkoutFields(page: Page): Promise<string[]> {
  await page.goto(storePath("/checkout?step=address"))
  const form = main(page).getByRole("form", { name: "Contact" })
  await form.getByLabel("Email", { exact: true }).waitFor({ timeout: 30_000 })
  const change = form.getByRole("button", { name: "Change shipping address" })
  if (await change.isVisible()) await change.click()
  // What a person typed or was given: text inputs, not the checkboxes (whose value is always "on"), and the
  // addresses shown as one line (saved ones, or a complete one).
  const typed = await form.locator("input:not([type=checkbox]):not([type=radio])").evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value).filter(Boolean))
  return [...typed, ...(await form.locator(".address-text").allTextContents())]
}

async function signOut(page: Page): Promise<void> {
  await page.getByRole("banner").getByRole("button", { name: "Sign out" }).click()
  await page.waitForURL(/\/login$/)
}

it("a shared computer: the next person gets nothing of the first (cart, checkout fields, orders, local storage)", async () => {
  const { page } = await journey.session("shared-computer")
  await signIn(page, "owner@example.com")
  await emptyOpenCart(page)
  await addFirstProduct(page, 1)
  await openReadyCheckout(page)
  const ownerFields = await checkoutFields(page)
  expect(ownerFields.length).toBeGreaterThan(3)
  const ownerCart = (await storedKeys(page)).clinic_store_cart_id
  expect(ownerCart).toMatch(/^cart_/)
  const ownerOrder = await placeOrderAs(page, "epilepsy-gene-panel")
  await page.goto(storePath("/orders"))
  await main(page).getByRole("link", { name: `#${ownerOrder.display_id}`, exact: true }).waitFor()

  await signOut(page)
  expect(await storedKeys(page)).toEqual({ clinic_store_cart_id: null, clinic_store_cart_owner: null, clinic_store_cart_completion: null })

  // An older storefront left the owner's cart id behind without saying whose it is.
  await page.evaluate((cartId) => localStorage.setItem("clinic_store_cart_id", cartId!), ownerCart)
  await signIn(page, "fertility@example.com")
  await emptyOpenCart(page)
  await page.goto(storePath("/cart"))
  await main(page).getByText("Your cart is empty.").waitFor({ timeout: 30_000 })
  expect((await storedKeys(page)).clinic_store_cart_id).not.toBe(ownerCart)
  // The server refuses the owner's cart to this person, whatever the page does.
  expect((await asBrowser(page, "GET", `/store/carts/${ownerCart}`)).status).toBe(404)

  await addFirstProduct(page, 1)
  await openReadyCheckout(page)
  const secondFields = await checkoutFields(page)
  for (const value of ownerFields) expect(secondFields, `the owner's "${value}" in the next person's checkout`).not.toContain(value)

  await page.goto(storePath("/orders"))
  await main(page).getByRole("heading", { name: "Orders", exact: true }).waitFor()
  await page.waitForLoadState("networkidle")
  expect(await main(page).getByRole("link", { name: `#${ownerOrder.display_id}`, exact: true }).count()).toBe(0)
  await page.goto(storePath(`/order/confirmed/${ownerOrder.id}`))
  await main(page).getByRole("heading", { name: "Order not found" }).waitFor({ timeout: 20_000 })
})

it("signing out in one tab signs the other tabs out: they land on /login", async () => {
  const { context, page } = await journey.session("two-tabs")
  await signIn(page, "individual@example.com")
  const other = await context.newPage()
  await other.goto(storePath("/orders"))
  await main(other).getByRole("heading", { name: "Orders", exact: true }).waitFor()
  await signOut(page)
  await other.waitForURL(/\/login$/, { timeout: 15_000 })
  await main(other).getByRole("heading", { name: "Sign in", exact: true }).waitFor()
  expect(await main(other).getByText("Your session has ended").count()).toBe(0)
  await other.close()
})

it("an order placed is in the orders list at once, without a reload", async () => {
  const { page } = await journey.session("fresh-orders")
  await signIn(page, "individual@example.com")
  await page.goto(storePath("/orders"))
  await main(page).getByRole("heading", { name: "Orders", exact: true }).waitFor()
  await addFirstProduct(page, 1)
  await openReadyCheckout(page)
  await main(page).getByRole("button", { name: "Place order" }).click()
  await page.waitForURL(/\/order\/confirmed\/order_/, { timeout: 30_000 })
  const number = (await main(page).locator(".order-number").textContent())!.match(/#(\d+)/)![1]
  await page.getByRole("banner").getByRole("link", { name: "Orders" }).click()
  await main(page).getByRole("link", { name: new RegExp(`#${number}\\b`) }).first().waitFor({ timeout: 15_000 })
})

for (const delay of [0, 150, 600]) {
  it(`a reload ${delay} ms after "Place order" shows that order's confirmation, an empty cart, or the cart unplaced, never a lost or doubled order`, async () => {
    const { page } = await journey.session(`reload-mid-order-${delay}`)
    await signIn(page, "individual@example.com")
    await emptyOpenCart(page)
    await addFirstProduct(page, 1)
    await openReadyCheckout(page)
    const cartId = (await storedKeys(page)).clinic_store_cart_id
    await main(page).getByRole("button", { name: "Place order" }).click()
    await page.waitForTimeout(delay)
    await page.reload()
    // The order's confirmation; or the cart page: empty when the attempt the server got was resumed into the order,
    // or still holding the item when the reload came before "Place order" reached the server (no order for it).
    const confirmed = await page
      .waitForURL(/\/order\/confirmed\/order_/, { timeout: 30_000 })
      .then(() => true)
      .catch(() => false)
    const placed = await asBrowser(page, "GET", `/store/orders/cart/${cartId}`)
    if (confirmed) {
      expect(placed.status).toBe(200)
      expect(page.url()).toContain(placed.body.order.id)
      await main(page).getByRole("heading", { name: "Order confirmed" }).waitFor()
    } else {
      await page.goto(storePath("/cart"))
      if (placed.status === 200) {
        await main(page).getByText("Your cart is empty.").waitFor({ timeout: 30_000 })
      } else {
        expect(placed.status).toBe(404)
        expect((await storedKeys(page)).clinic_store_cart_id).toBe(cartId)
        await expectCartCount(page, 1)
        // The unplaced cart is placed now, once.
        await openReadyCheckout(page)
        await main(page).getByRole("button", { name: "Place order" }).click()
        await page.waitForURL(/\/order\/confirmed\/order_/, { timeout: 30_000 })
        expect((await asBrowser(page, "GET", `/store/orders/cart/${cartId}`)).status).toBe(200)
      }
    }
    expect((await storedKeys(page)).clinic_store_cart_id).not.toBe(cartId)
    await expectCartCount(page, 0).catch(() => undefined)

    await addFirstProduct(page, 1)
    await openReadyCheckout(page)
    await main(page).getByRole("button", { name: "Place order" }).click()
    await page.waitForURL(/\/order\/confirmed\/order_/, { timeout: 30_000 })
    await main(page).getByRole("heading", { name: "Order confirmed" }).waitFor()
  })
}

it("the confirmation page says 'order not found' for an id that is not one of the customer's orders", async () => {
  const { page } = await journey.session("confirmation-not-found")
  await signIn(page, "individual@example.com")
  await page.goto(storePath("/order/confirmed/order_made_up_by_hand"))
  await main(page).getByRole("heading", { name: "Order not found" }).waitFor({ timeout: 20_000 })
  expect(await main(page).getByText("Thank you for your order.").count()).toBe(0)
})

it("money shown is money charged: a Danish cart, checkout and confirmation show Medusa's totals (shipping tax included)", async () => {
  const { page } = await journey.session("danish-totals")
  await signIn(page, "fertility@example.com")
  await emptyOpenCart(page)
  await addFirstProduct(page, 1)
  await openReadyCheckout(page)
  const cartId = (await storedKeys(page)).clinic_store_cart_id
  const { cart } = (await asBrowser(page, "GET", `/store/carts/${cartId}`)).body as { cart: Record<string, number> }
  expect(cart.shipping_total).toBeGreaterThan(0)
  const dkk = (amount: number) => new Intl.NumberFormat("en-US", { style: "currency", currency: "DKK" }).format(amount / 100)
  const summary = main(page).getByRole("complementary")
  for (const amount of [cart.subtotal, cart.shipping_total, cart.tax_total, cart.total]) await summary.getByText(dkk(amount), { exact: true }).first().waitFor()
  await main(page).getByRole("button", { name: "Place order" }).click()
  await page.waitForURL(/\/order\/confirmed\/order_/, { timeout: 30_000 })
  const orderId = new URL(page.url()).pathname.split("/").pop()!
  const { order } = (await asBrowser(page, "GET", `/store/orders/?id=${orderId}`)).body as { order: Record<string, number> }
  expect(order.total).toBe(cart.total)
  await main(page).getByText(dkk(order.total), { exact: true }).first().waitFor()
  await main(page).getByText(dkk(order.tax_total), { exact: true }).first().waitFor()
})
