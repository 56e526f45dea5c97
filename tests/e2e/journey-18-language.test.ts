import { expect, it } from "vitest"
import { useJourneyBrowser } from "./support/journey"
import { checkScreen, main, storePath } from "./support/storefront"

const journey = useJourneyBrowser()

const htmlLang = (page: import("playwright-core").Page) => page.evaluate(() => document.documentElement.lang)

it("?lang=da stays Danish over three clicks and a reload, with <html lang=da>", async () => {
  // The browser prefers English: only the person's choice makes the page Danish.
  const { page } = await journey.session("language-sticks", { locale: "en-US" })
  await page.goto(storePath("/?lang=da"))
  const header = page.getByRole("banner")
  await header.getByRole("link", { name: "Log ind", exact: true }).click()
  await main(page).getByRole("heading", { name: "Log ind", exact: true }).waitFor()
  await main(page).getByLabel("Adgangskode", { exact: true }).waitFor()
  await main(page).getByRole("button", { name: "Log ind", exact: true }).waitFor()
  expect(await htmlLang(page)).toBe("da")
  await checkScreen(page, "language-login-da")

  await header.getByRole("link", { name: "Kontakt", exact: true }).click()
  await main(page).getByRole("heading", { name: "Kontakt os", exact: true }).waitFor()
  await header.getByRole("link", { name: "Opret konto", exact: true }).click()
  await main(page).getByRole("button", { name: "Opret konto", exact: true }).waitFor()
  expect(await htmlLang(page)).toBe("da")

  await page.reload()
  await main(page).getByRole("button", { name: "Opret konto", exact: true }).waitFor()
  expect(await htmlLang(page)).toBe("da")
  expect(page.url()).not.toContain("lang=")
})

it("a Danish browser (da-DK) without ?lang gets Danish, and ?lang=en switches it back to English", async () => {
  const { page } = await journey.session("language-browser", { locale: "da-DK" })
  await page.goto(storePath("/login"))
  await main(page).getByRole("heading", { name: "Log ind", exact: true }).waitFor()
  expect(await htmlLang(page)).toBe("da")
  await checkScreen(page, "language-browser-da")

  await page.goto(storePath("/contact?lang=en"))
  await main(page).getByRole("heading", { name: "Contact us", exact: true }).waitFor()
  expect(await htmlLang(page)).toBe("en")
  await page.getByRole("banner").getByRole("link", { name: "Sign in", exact: true }).click()
  await main(page).getByRole("heading", { name: "Sign in", exact: true }).waitFor()
})
