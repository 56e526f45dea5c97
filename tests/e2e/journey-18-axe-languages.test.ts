import type { Page } from "playwright-core"
import { expect, it } from "vitest"
import { placeOrderAs, registerApprovedClinic } from "./support/browser-api"
import { useJourneyBrowser } from "./support/journey"
import { uniqueEmail } from "./support/store-api"
import { cartLink, checkScreen, expectAddedOnCart, expectCartCount, main, signIn, signUp, storePath } from "./support/storefront"

const journey = useJourneyBrowser()

/** Some forty screens, each loaded and checked by axe, per person: a few seconds each on a busy machine. */
const PER_PERSON_TIMEOUT = 600_000

/** The store's three languages: every screen must pass axe in each. */
const LANGUAGES = ["en", "da", "es"] as const

/** Routes anyone can open, signed in or not. */
const PUBLIC_ROUTES = ["/", "/login", "/sign-up", "/forgot-password", "/reset-password", "/contact", "/no-such-page"]
/** Routes behind sign-in that every signed-in customer may open (the approved-only ones send others to /apply). */
const SIGNED_IN_ROUTES = ["/", "/contact", "/apply", "/account", "/orders", "/clinic", "/products", "/cart", "/checkout", "/no-such-page"]

/**
 * Opens `path` in `language` (`?lang=` is the person's choice), waits for the screen's heading in that language's
 * `<html lang>`, and runs axe; returns the failure (the screen and its serious or critical issues) or nothing.
 */
async function axeFailure(page: Page, path: string, language: string): Promise<string | undefined> {
  const address = `${path}${path.includes("?") ? "&" : "?"}lang=${language}`
  const screen = `${language} ${path}`
  try {
    await page.goto(storePath(address))
    await page.locator(`html[lang="${language}"]`).waitFor({ state: "attached" })
    await main(page).locator("h1").first().waitFor()
    await checkScreen(page, screen)
    return undefined
  } catch (error) {
    return `${screen}: ${error instanceof Error ? error.message.split("\n").slice(0, 6).join(" ") : String(error)}`
  }
}

/** Every path in every language; fails once with the list of every screen that has serious or critical issues. */
async function expectAllAccessible(page: Page, paths: readonly string[]): Promise<void> {
  const failures: string[] = []
  for (const language of LANGUAGES) {
    for (const path of paths) {
      const failure = await axeFailure(page, path, language)
      if (failure) failures.push(failure)
    }
  }
  expect(failures).toEqual([])
}

it("signed out: every public screen has no serious or critical axe issue in English, Danish and Spanish", async () => {
  const { page } = await journey.session("axe-signed-out")
  // Screens behind sign-in send a signed-out person to the sign-in page: that is the screen they see.
  await expectAllAccessible(page, [...PUBLIC_ROUTES, "/orders", "/products"])
}, PER_PERSON_TIMEOUT)

it("clinic owner: every screen, with an order and a full cart, has no serious or critical axe issue in all three languages", async () => {
  const { page } = await journey.session("axe-owner")
  await signUp(page, uniqueEmail("axe-owner"))
  await registerApprovedClinic(page, "Epilepsy Clinic", `Axe Clinic ${Date.now()}`)
  const order = await placeOrderAs(page, "epilepsy-gene-panel")
  await page.goto(storePath("/products/epilepsy-gene-panel"))
  await main(page).getByRole("button", { name: "Add to cart: Epilepsy Gene Panel" }).click()
  await expectAddedOnCart(page)
  await expectCartCount(page, 1)
  expect(await cartLink(page).count()).toBe(1)

  await expectAllAccessible(page, [...SIGNED_IN_ROUTES, "/products/epilepsy-gene-panel", `/orders/${order.id}`, `/order/confirmed/${order.id}`])
}, PER_PERSON_TIMEOUT)

it("individual customer: every screen has no serious or critical axe issue in all three languages", async () => {
  const { page } = await journey.session("axe-individual")
  await signIn(page, "individual@example.com")
  await expectAllAccessible(page, [...SIGNED_IN_ROUTES, "/products/asm-pharmacogenomics"])
}, PER_PERSON_TIMEOUT)

for (const email of ["pending@example.com", "rejected@example.com"]) {
  it(`${email}: every screen (approved-only ones show the application) has no serious or critical axe issue in all three languages`, async () => {
    const { page } = await journey.session(`axe-${email}`)
    await signIn(page, email)
    await expectAllAccessible(page, SIGNED_IN_ROUTES)
  }, PER_PERSON_TIMEOUT)
}
