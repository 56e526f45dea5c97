import { expect, it } from "vitest"
import { useJourneyBrowser } from "./support/journey"
import { backendMe, main, signIn, storePath } from "./support/storefront"

const journey = useJourneyBrowser()

const PAGES = [
  { path: "/products", ready: "Products" },
  { path: "/cart", ready: "Your cart" },
  { path: "/orders", ready: "Orders" },
  { path: "/account", ready: "Profile" },
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

it("a signed-out visitor never asks GET /store/user/me (no 401 in the console); a returning customer is restored, with or without the signed-in hint", async () => {
  const { page, context } = await journey.session("session-hint")
  const asked: string[] = []
  const errors: string[] = []
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/store/user/me") asked.push(new URL(page.url()).pathname)
  })
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text())
  })
  const hint = async () => (await context.cookies()).find((c) => c.name === "clinic_store_signed_in")?.value

  // A first visit: the home page and a guarded page, no session check, no console error.
  await page.goto(storePath("/"))
  await main(page).getByRole("link", { name: "Create account" }).waitFor()
  await page.goto(storePath("/orders"))
  // Sign-in names the page asked for, to return there.
  await page.waitForURL(/\/login\?next=%2Forders$/)
  await main(page).getByRole("heading", { name: "Sign in", exact: true }).waitFor()
  await page.waitForLoadState("networkidle")
  expect(asked).toEqual([])
  expect(errors).toEqual([])

  // Signing in writes the hint; a later visit restores the session by asking once, on a deep link.
  await signIn(page, "individual@example.com")
  expect(await hint()).toBe("1")
  asked.length = 0
  await page.goto(storePath("/orders"))
  await main(page).getByRole("heading", { name: "Orders", exact: true }).waitFor()
  expect(page.url()).toBe(storePath("/orders"))
  expect(asked.length).toBeGreaterThan(0)

  // Without the hint (cookies of the storefront cleared), the identity provider's session still restores it.
  await context.clearCookies({ name: "clinic_store_signed_in" })
  await page.goto(storePath("/orders"))
  await main(page).getByRole("heading", { name: "Orders", exact: true }).waitFor()
  expect(page.url()).toBe(storePath("/orders"))
  await expect.poll(hint).toBe("1")

  // Signing out removes it: the next visit asks nothing again.
  await page.getByRole("banner").getByRole("button", { name: "Sign out" }).click()
  await page.waitForURL(/\/login$/)
  await expect.poll(hint).toBeUndefined()
  asked.length = 0
  errors.length = 0
  await page.goto(storePath("/"))
  await main(page).getByRole("link", { name: "Create account" }).waitFor()
  await page.waitForLoadState("networkidle")
  expect(asked).toEqual([])
  expect(errors).toEqual([])
})
