import fs from "node:fs"
import { createRequire } from "node:module"
import type { Locator, Page } from "playwright-core"
import { expect, inject } from "vitest"
import { screenshot } from "./browser"
import { mouse, type Interact } from "./interact"
import { enterMailedCode } from "./mail"

const require = createRequire(import.meta.url)
const AXE_SOURCE = fs.readFileSync(require.resolve("axe-core/axe.min.js"), "utf8")

/** Password of every account the journeys create (strong enough for the identity rules). */
export const JOURNEY_PASSWORD = "Journey-Passphrase-2026!"
/** Password of the seeded demo customers (README). */
export const DEMO_PASSWORD = "Clinic-Demo-2026!"

/** A full US address as the forms take it. */
export const ADDRESS = {
  "First name": "Erin",
  "Last name": "Tester",
  Address: "1 Main Street",
  City: "Boston",
  "Postal code": "02110",
  Country: "us",
}

/** The storefront URL of `path` (from the e2e stack, or another storefront origin). */
export function storePath(path: string, base = inject("storeUrl")): string {
  return new URL(path, base).toString()
}

type AxeViolation = { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }

/** Runs axe-core on the page and fails on any serious or critical violation (named with its targets). */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  const loaded = await page.evaluate(() => "axe" in window)
  // The storefront's CSP forbids inline scripts (addScriptTag): evaluate axe's source through the devtools protocol.
  if (!loaded) await page.evaluate(AXE_SOURCE)
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: AxeViolation[] }> } }).axe
    const result = await axe.run(document, { resultTypes: ["violations"] })
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target })) }))
  })
  const bad = violations.filter((v) => v.impact === "serious" || v.impact === "critical")
  const summary = bad.map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)
  expect(summary, `accessibility of ${screen}`).toEqual([])
}

/**
 * Every screen a journey visits: checked with axe, and optionally saved as store-<name>.png in the screenshot folder (support/browser.ts)
 * (against the real backend; the `store-` prefix keeps them apart from the mocked captures of capture.mjs).
 */
export async function checkScreen(page: Page, screen: string, options: { screenshot?: boolean } = {}): Promise<void> {
  await page.waitForLoadState("load")
  await page.locator(".state-loading").first().waitFor({ state: "detached" })
  await expectAccessible(page, screen)
  if (options.screenshot) await screenshot(page, `store-${screen}`)
}

/** The `<main>` of the page (skips header and footer). */
export function main(page: Page): Locator {
  return page.locator("main")
}

/** Fills the address fieldset with `legend` inside `scope` (the country is chosen in its select). */
export async function fillAddress(scope: Locator, legend: string, values: Record<string, string> = ADDRESS): Promise<void> {
  const fieldset = scope.locator("fieldset").filter({ has: scope.page().locator("legend", { hasText: legend }) })
  for (const [label, value] of Object.entries(values)) {
    const field = fieldset.getByLabel(label, { exact: true })
    if (label === "Country") await field.selectOption(value)
    else await field.fill(value)
  }
}

/**
 * Creates an account on /sign-up with the local identity form, enters the code mailed to the address, and waits
 * until the store shows the signed-in header.
 */
export async function signUp(page: Page, email: string, name = { first: "Erin", last: "Journey" }, base?: string): Promise<void> {
  await page.goto(storePath("/sign-up", base))
  const form = main(page)
  await form.getByLabel("Email", { exact: true }).fill(email)
  await form.getByLabel("Password", { exact: true }).fill(JOURNEY_PASSWORD)
  await form.getByLabel("First name", { exact: true }).fill(name.first)
  await form.getByLabel("Last name", { exact: true }).fill(name.last)
  await form.getByRole("button", { name: "Create account" }).click()
  await enterMailedCode(page, email)
  await expectSignedIn(page)
}

/** Signs in on /login with the local identity form. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD, base?: string): Promise<void> {
  await page.goto(storePath("/login", base))
  const form = main(page)
  await form.getByLabel("Email", { exact: true }).fill(email)
  await form.getByLabel("Password", { exact: true }).fill(password)
  await form.getByRole("button", { name: "Sign in" }).click()
  await expectSignedIn(page)
}

/** Waits for the header's "Sign out" button (the store session exists). */
export async function expectSignedIn(page: Page): Promise<void> {
  await page.getByRole("banner").getByRole("button", { name: "Sign out" }).waitFor({ timeout: 30_000 })
}

/** The header's cart link (absent for customers who may not buy). */
export function cartLink(page: Page): Locator {
  return page.getByRole("banner").locator("a.cart-link")
}

/** Waits until the header's cart count shows `count`. */
export async function expectCartCount(page: Page, count: number): Promise<void> {
  await expect.poll(() => cartLink(page).locator(".badge").textContent(), { timeout: 20_000 }).toBe(String(count))
}

/** The cart page's notice naming the item just added, on English pages ("<title> added to your cart"). */
export function addedNotice(page: Page): Locator {
  return page.getByRole("status").filter({ hasText: / added to your cart$/ })
}

/** Waits until "Add to cart" has taken the shopper to the cart page, which names the item just added. */
export async function expectAddedOnCart(page: Page): Promise<void> {
  await addedNotice(page).waitFor({ timeout: 20_000 })
  expect(new URL(page.url()).pathname).toBe("/cart")
}

/**
 * Adds a product from the products grid (the card whose button names `name`, else the first card): a card with
 * several options asks for one first, so its first option is chosen; it ends on the cart page naming the item.
 */
export async function addFromGrid(page: Page, name?: string, act: Interact = mouse): Promise<void> {
  const card = main(page).locator(".product-card").filter({ has: page.getByRole("button", { name: name ? `Add to cart: ${name}` : /^Add to cart: / }) }).first()
  const choice = card.getByRole("combobox")
  // The list is drawn again when the cart's region answers (right after the page loads), which can clear a choice
  // made meanwhile: the card then says to choose first, and the option is chosen again.
  for (let attempt = 0; attempt < 3; attempt++) {
    if ((await choice.count()) && !(await choice.inputValue())) {
      const value = await choice.locator("option:not([disabled])").nth(1).getAttribute("value")
      await act.select(choice, value!)
    }
    await act.click(card.getByRole("button", { name: /^Add to cart: / }))
    await addedNotice(page).or(card.getByRole("alert")).first().waitFor({ timeout: 20_000 })
    if (await addedNotice(page).isVisible()) break
  }
  await expectAddedOnCart(page)
}

/** Follows a header link by its name (client-side navigation, as a person clicks). */
export async function navigate(page: Page, name: string): Promise<void> {
  await page.getByRole("banner").getByRole("link", { name, exact: false }).first().click()
}

/** The backend's answer to GET /store/user/me with the browser context's cookies. */
export async function backendMe(page: Page): Promise<number> {
  const res = await page.context().request.get(`${inject("backendUrl")}/store/user/me`)
  return res.status()
}
