import type { Page } from "playwright-core"
import { expect, it } from "vitest"
import { useJourneyBrowser } from "./support/journey"
import { uniqueEmail } from "./support/store-api"
import { checkScreen, main, navigate, signUp, storePath } from "./support/storefront"

const journey = useJourneyBrowser()

/** Console warnings and errors of `page` from now on. */
function consoleProblems(page: Page): string[] {
  const problems: string[] = []
  page.on("console", (message) => {
    if (message.type() === "warning" || message.type() === "error") problems.push(`${message.type()}: ${message.text()}`)
  })
  return problems
}

it("loads without console warnings (no HydrateFallback warning), and every page has its own title in the page's language", async () => {
  const { page } = await journey.session("pages-titles")
  const problems = consoleProblems(page)
  const titles = new Map<string, string>()
  for (const [path, heading] of [
    ["/", "Lab tests and kits for clinics"],
    ["/login", "Sign in"],
    ["/sign-up", "Create account"],
    ["/contact", "Contact us"],
    ["/no-such-page", "Page not found"],
  ]) {
    await page.goto(storePath(path))
    await main(page).getByRole("heading", { level: 1, name: heading }).first().waitFor()
    await expect.poll(() => page.title()).toBe(`${heading} · Clinic Store`)
    titles.set(path, await page.title())
  }
  expect(new Set(titles.values()).size).toBe(titles.size)
  expect(problems).toEqual([])

  await page.goto(storePath("/contact?lang=es"))
  await expect.poll(() => page.title()).toBe("Contacto · Clinic Store")
})

it("a signed-in customer reaches Contact from the header", async () => {
  const { page } = await journey.session("pages-contact")
  await signUp(page, uniqueEmail("contact"))
  await navigate(page, "Contact")
  await main(page).getByRole("heading", { level: 1, name: "Contact us" }).waitFor()
  await expect.poll(() => page.title()).toBe("Contact us · Clinic Store")
})

it("a route whose code cannot be loaded (a deploy replaced it) offers a reload, which brings the page", async () => {
  const { page } = await journey.session("pages-chunk")
  await page.goto(storePath("/"))
  await main(page).getByRole("heading", { level: 1 }).first().waitFor()
  // The contact page's module is gone, as after a deploy: the lazy import fails.
  await page.route(/contact-page/, (route) => route.abort())
  await navigate(page, "Contact")
  await main(page).getByRole("heading", { name: "This page could not be loaded" }).waitFor()
  // The header stays: the error is shown inside the page frame, not React Router's raw page.
  await page.getByRole("banner").getByRole("link", { name: "Sign in" }).waitFor()
  await checkScreen(page, "route-chunk-failed")
  await page.unroute(/contact-page/)
  await main(page).getByRole("button", { name: "Reload page" }).click()
  await main(page).getByRole("heading", { level: 1, name: "Contact us" }).waitFor()
})
