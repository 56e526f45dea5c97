import type { Page } from "playwright-core"
import { expect, it } from "vitest"
import { placeOrderAs, registerApprovedClinic } from "./support/browser-api"
import { useJourneyBrowser } from "./support/journey"
import { uniqueEmail } from "./support/store-api"
import { cartLink, checkScreen, expectAddedOnCart, expectCartCount, main, signUp, storePath } from "./support/storefront"

const journey = useJourneyBrowser()

/** Phone widths the store must fit: the narrowest common one and today's usual one. */
const NARROW = 320
const PHONE = 390

/** The page's scrollable width (document.scrollingElement.scrollWidth) at `width` px. */
async function pageWidthAt(page: Page, width: number): Promise<number> {
  await page.setViewportSize({ width, height: 844 })
  return page.evaluate(() => document.scrollingElement!.scrollWidth)
}

/** Fits at 320 and at 390 px (no horizontal scrolling), passes axe and is saved as store-small-<screen>.png. */
async function expectFits(page: Page, screen: string): Promise<void> {
  await page.waitForLoadState("load")
  await page.locator(".state-loading").first().waitFor({ state: "detached" })
  expect(await pageWidthAt(page, NARROW), `${screen} at ${NARROW} px`).toBeLessThanOrEqual(NARROW)
  expect(await pageWidthAt(page, PHONE), `${screen} at ${PHONE} px`).toBeLessThanOrEqual(PHONE)
  await checkScreen(page, `small-${screen}`, { screenshot: true })
}

async function visit(page: Page, path: string, heading: string | RegExp, screen: string): Promise<void> {
  await page.goto(storePath(path))
  await main(page).getByRole("heading", { level: 1, name: heading }).first().waitFor()
  await expectFits(page, screen)
}

it("every storefront screen fits a 390 px (and 320 px) phone: no horizontal scrolling, tables as stacked rows, long names wrap", async () => {
  const { page } = await journey.session("small-screens")
  await page.setViewportSize({ width: PHONE, height: 844 })

  await visit(page, "/", "Lab tests and kits for clinics", "home")
  await visit(page, "/login", "Sign in", "login")
  await visit(page, "/sign-up", "Create account", "sign-up")
  await visit(page, "/contact", "Contact us", "contact")
  await visit(page, "/no-such-page", "Page not found", "not-found")

  const email = uniqueEmail("small")
  await signUp(page, email)
  await visit(page, "/apply", "Apply to order", "apply")
  await main(page).getByRole("button", { name: "Register a clinic" }).click()
  await expectFits(page, "apply-clinic-form")

  // A clinic name of one long word: it must wrap, not widen the page or push Save off the screen.
  const longName = `Neurologisk${"Specialklinik".repeat(8)}${Date.now()}`
  await registerApprovedClinic(page, "Epilepsy Clinic", longName)
  const order = await placeOrderAs(page, "epilepsy-gene-panel")

  await visit(page, "/products", "Products", "products")
  await visit(page, "/products/epilepsy-gene-panel", "Epilepsy Gene Panel", "product")
  await main(page).getByRole("button", { name: "Add to cart: Epilepsy Gene Panel" }).click()
  await expectAddedOnCart(page)
  await expectCartCount(page, 1)
  await cartLink(page).click()
  await main(page).getByRole("heading", { level: 1, name: "Your cart" }).waitFor()
  await main(page).getByText("Epilepsy Gene Panel").first().waitFor()
  await expectFits(page, "cart")
  // The cart's line total and Remove are on the screen.
  for (const control of [main(page).getByRole("button", { name: "Remove Epilepsy Gene Panel" }), main(page).getByRole("spinbutton", { name: /^Quantity of Epilepsy Gene Panel/ })]) {
    const box = await control.boundingBox()
    expect(box && box.x >= 0 && box.x + box.width <= PHONE).toBe(true)
  }

  await visit(page, "/checkout", "Checkout", "checkout")
  await visit(page, "/orders", "Orders", "orders")
  await visit(page, `/orders/${order.id}`, `Order #${order.display_id}`, "order")
  await visit(page, `/order/confirmed/${order.id}`, "Order confirmed", "order-confirmed")
  await visit(page, "/account", "Profile", "account")
  await visit(page, "/account/security", "Security", "account-security")

  await visit(page, "/clinic", longName, "clinic")
  await main(page).getByRole("button", { name: "Edit profile" }).click()
  const save = main(page).getByRole("form", { name: "Edit profile" }).getByRole("button", { name: "Save" })
  await save.scrollIntoViewIfNeeded()
  const box = await save.boundingBox()
  expect(box && box.x >= 0 && box.x + box.width <= PHONE, "Save is on the screen").toBe(true)
  await expectFits(page, "clinic-edit")
})
