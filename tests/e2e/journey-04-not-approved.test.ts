import { expect, it } from "vitest"
import { asBrowser } from "./support/browser-api"
import { useJourneyBrowser } from "./support/journey"
import { cartLink, checkScreen, main, signIn, storePath } from "./support/storefront"

const journey = useJourneyBrowser()

const CASES = [
  { email: "pending@example.com", heading: "Your application is awaiting approval", screen: "apply-awaiting-seeded" },
  { email: "rejected@example.com", heading: "Your application was not approved", screen: "apply-rejected" },
]

for (const { email, heading, screen } of CASES) {
  it(`${email} never sees a cart, not even at /cart`, async () => {
    const { page } = await journey.session(email)
    await signIn(page, email)
    expect(await cartLink(page).count()).toBe(0)
    expect(await page.getByRole("banner").getByRole("link", { name: "Products" }).count()).toBe(0)

    await page.goto(storePath("/cart"))
    await page.waitForURL(/\/apply$/)
    await main(page).getByRole("heading", { name: heading }).waitFor()
    expect(await cartLink(page).count()).toBe(0)
    expect(await main(page).getByRole("heading", { name: "Your cart" }).count()).toBe(0)
    await checkScreen(page, screen, { screenshot: screen === "apply-rejected" })

    await page.goto(storePath("/checkout"))
    await page.waitForURL(/\/apply$/)
    // The backend refuses them an item in a cart as well.
    const { products } = (await asBrowser(page, "GET", "/store/products?handle=asm-pharmacogenomics")).body
    const { regions } = (await asBrowser(page, "GET", "/store/regions")).body
    const { cart } = (await asBrowser(page, "POST", "/store/carts", { region_id: regions[0].id })).body
    const added = await asBrowser(page, "POST", `/store/carts/${cart.id}/line-items`, { variant_id: products[0].variants[0].id, quantity: 1 })
    expect(added.status).toBe(403)
  })
}
