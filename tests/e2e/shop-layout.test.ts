import type { Locator, Page } from "playwright-core"
import { expect, it } from "vitest"
import { asBrowser } from "./support/browser-api"
import { useJourneyBrowser } from "./support/journey"
import { staffApi, uniqueEmail } from "./support/store-api"
import { expectAddedOnCart, expectCartCount, main, signUp, storePath } from "./support/storefront"

const journey = useJourneyBrowser()

/** A phone's screen (iPhone 12 to 15). */
const PHONE = { width: 390, height: 844 }

/** The widths the cart must keep Remove clickable at: laptops, desktops and a phone. */
const CART_WIDTHS = [1024, 1280, 1920, 390] as const

/** Signs up in the browser, applies as an individual and has staff approve the application. */
async function approvedIndividual(page: Page): Promise<void> {
  await signUp(page, uniqueEmail("layout"))
  const me = await asBrowser(page, "GET", "/store/user/me")
  expect((await asBrowser(page, "POST", "/store/application", { first_name: "Erin", last_name: "Layout" })).status).toBe(201)
  const staff = await staffApi()
  expect((await staff.post(`/admin/applications/${me.body.customer.id}`).send({ status: "approved" })).status).toBe(200)
}

/** A published product with a 60-character name, open to individuals; its handle and name. */
async function longNamedProduct(): Promise<{ handle: string; title: string }> {
  const suffix = Date.now().toString(36)
  const title = `Hereditary Neurodevelopment and Epilepsy Gene Panel ${suffix}`.padEnd(60, "X").slice(0, 60)
  const handle = `layout-long-name-${suffix}`
  const staff = await staffApi()
  const created = await staff
    .post("/admin/products")
    .send({
      title,
      handle,
      status: "published",
      options: [{ title: "Kit" }],
      variants: [{ title: "One", manage_inventory: false, prices: [{ currency_code: "usd", amount: 12500 }, { currency_code: "dkk", amount: 86000 }, { currency_code: "eur", amount: 11500 }, { currency_code: "jpy", amount: 18500 }], options: [{ value: "One" }] }],
    })
  expect(created.status).toBe(200)
  expect((await staff.post(`/admin/product-access/${created.body.product.id}`).send({ audiences: ["individual"] })).status).toBe(200)
  return { handle, title }
}

/** Whether the element at the control's centre (after scrolling it to the middle of the screen) is the control itself. */
function hitAtCentre(control: Locator): Promise<boolean> {
  return control.evaluate((element) => {
    element.scrollIntoView({ block: "center", inline: "center" })
    const box = element.getBoundingClientRect()
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
    return hit !== null && (hit === element || element.contains(hit))
  })
}

it("on a phone the header is one compact row and Add to cart is on the first screen; a long name never hides the cart's Remove", async () => {
  const { page } = await journey.session("shop-layout")
  await page.setViewportSize(PHONE)
  // The product first: the customer's first list (and the backend's read cache of it) then holds it.
  const product = await longNamedProduct()
  await approvedIndividual(page)

  await page.goto(storePath(`/products/${product.handle}`))
  await main(page).getByRole("heading", { level: 1, name: product.title }).waitFor()
  const add = main(page).getByRole("button", { name: `Add to cart: ${product.title}` })
  await add.waitFor()
  const header = await page.getByRole("banner").boundingBox()
  // Soft: every measurement is reported, and the cart's checks still run when one fails.
  expect.soft(header!.height, "the header's height at 390 px").toBeLessThanOrEqual(64)
  const button = await add.boundingBox()
  expect.soft(button!.y + button!.height, "Add to cart's bottom on the first screen").toBeLessThan(PHONE.height)
  // The header stays at the top while the page scrolls.
  await page.evaluate(() => window.scrollTo(0, 400))
  expect.soft(await page.getByRole("banner").evaluate((banner) => banner.getBoundingClientRect().top), "the header's top after scrolling").toBe(0)

  await add.click()
  await expectAddedOnCart(page)
  await expectCartCount(page, 1)
  await page.goto(storePath("/cart"))
  const remove = main(page).getByRole("button", { name: new RegExp(`^Remove ${product.title}`) })
  await remove.waitFor()
  for (const width of CART_WIDTHS) {
    await page.setViewportSize({ width, height: 900 })
    expect.soft(await hitAtCentre(remove), `Remove is clickable at ${width} px`).toBe(true)
  }
})
