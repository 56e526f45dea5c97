import type { Locator, Page } from "playwright-core"
import { expect } from "vitest"

/** The seeded staff account (backend/src/seed/seed-store.ts). */
export const STAFF = { email: "admin@example.com", password: "supersecret" }

/** Signs in on the Medusa Admin login page at `${adminUrl}/login` and waits for the dashboard. */
export async function signInAsStaff(page: Page, adminUrl: string): Promise<void> {
  await page.goto(`${adminUrl}/login`)
  await page.locator('input[name="email"]').fill(STAFF.email)
  await page.locator('input[name="password"]').fill(STAFF.password)
  await page.getByRole("button", { name: "Continue" }).click()
  await page.waitForURL((url) => !url.pathname.endsWith("/login"), { timeout: 30_000 })
}

/** Opens one of our pages from the admin's sidebar by its link label and waits for its test id. */
export async function openFromSidebar(page: Page, label: string, testId: string): Promise<void> {
  await page.getByRole("link", { name: label, exact: true }).first().click()
  await page.getByTestId(testId).waitFor()
}

/** Waits for the admin's toast with `title` (the `notify` prop of UI routes and widgets). */
export async function expectToast(page: Page, title: string): Promise<void> {
  await page.getByText(title, { exact: true }).first().waitFor({ timeout: 20_000 })
}

/** Confirms the @medusajs/ui prompt (usePrompt) by its confirm button text. */
export async function confirmPrompt(page: Page, confirmText: string): Promise<void> {
  const dialog = page.getByRole("alertdialog")
  await dialog.waitFor()
  await dialog.getByRole("button", { name: confirmText }).click()
  await dialog.waitFor({ state: "hidden" })
}

/** The text of a status badge inside `scope` (by its data-status attribute). */
export async function statusIn(page: Page, rowSelector: string): Promise<string | null> {
  const badge = page.locator(`${rowSelector} [data-status]`).first()
  await badge.waitFor()
  return badge.getAttribute("data-status")
}

/** Asserts the admin answered our page without a load error. */
export async function expectNoLoadError(page: Page): Promise<void> {
  expect(await page.getByRole("alert").filter({ hasText: "Could not load" }).count()).toBe(0)
}

/** The Medusa Admin's whole-page spinner (its PrivateRoute, shown until the staff session query settles). */
const SESSION_SPINNER = "#root > div.h-screen > div > div > .animate-ring"

/**
 * Opens `url` in the back office and waits for `ready`. Medusa Admin 1.x (upstream, end of life) sometimes never
 * settles its session query after a full page load: every request answers 200, yet its PrivateRoute spinner stays
 * for good (seen in about 1 load in 8 while the machine is busy; a reload always clears it, as it would for staff).
 * Only that spinner earns a reload, at most twice; anything else on the page fails the wait as before.
 */
export async function openAdmin(page: Page, url: string, ready: Locator, timeout = 30_000): Promise<void> {
  for (let reloads = 0; ; reloads++) {
    await page.goto(url)
    const shown = await ready.waitFor({ timeout: 15_000 }).then(() => true, () => false)
    if (shown) return
    const stuckOnSession = await page.locator(SESSION_SPINNER).isVisible().catch(() => false)
    if (!stuckOnSession || reloads === 2) return ready.waitFor({ timeout })
  }
}
