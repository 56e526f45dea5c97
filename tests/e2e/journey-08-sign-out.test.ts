import { expect, it } from "vitest"
import { useJourneyBrowser } from "./support/journey"
import { backendMe, main, signIn, storePath } from "./support/storefront"

const journey = useJourneyBrowser()

const PAGES = [
  { path: "/products", ready: "Products" },
  { path: "/cart", ready: "Your cart" },
  { path: "/orders", ready: "Orders" },
  { path: "/account", ready: "Account" },
  { path: "/contact", ready: "Contact us" },
]

it("signing out from any page lands on /login and ends the backend session", async () => {
  const { page } = await journey.session("sign-out")
  for (const { path, ready } of PAGES) {
    await signIn(page, "individual@example.com")
    expect(await backendMe(page)).toBe(200)
    await page.goto(storePath(path))
    await main(page).getByRole("heading", { name: ready, exact: true }).waitFor()
    await page.getByRole("banner").getByRole("button", { name: "Sign out" }).click()
    await page.waitForURL(/\/login$/)
    await main(page).getByRole("heading", { name: "Sign in", exact: true }).waitFor()
    await page.getByRole("banner").getByRole("link", { name: "Sign in" }).waitFor()
    await expect.poll(() => backendMe(page), { message: `session after signing out on ${path}`, timeout: 10_000 }).toBe(401)
  }
})
