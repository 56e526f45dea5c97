import { expect, it } from "vitest"
import { asBrowser } from "./support/browser-api"
import { screenshot } from "./support/browser"
import { useJourneyBrowser } from "./support/journey"
import { uniqueEmail } from "./support/store-api"
import { checkScreen, main, signUp, storePath } from "./support/storefront"

const journey = useJourneyBrowser()

/** The account area's words in each language (the store's own texts). */
const WORDS = {
  en: {
    nav: "Account",
    pages: ["Profile", "Addresses", "Orders", "Files", "Security"],
    security: "Password and two-step verification",
    twoStep: "Two-step verification",
    deleteTitle: "Delete account",
    prompt: 'Type "delete my account" to confirm',
    phrase: "delete my account",
    deleted: "Your account is deleted",
  },
  da: {
    nav: "Konto",
    pages: ["Profil", "Adresser", "Ordrer", "Filer", "Sikkerhed"],
    security: "Adgangskode og totrinsbekræftelse",
    twoStep: "Totrinsbekræftelse",
    deleteTitle: "Slet konto",
    prompt: 'Skriv "slet min konto" for at bekræfte',
    phrase: "slet min konto",
    deleted: "Din konto er slettet",
  },
} as const

for (const lang of ["en", "da"] as const) {
  for (const width of [1280, 390] as const) {
    it(`the account area at ${width} px in ${lang === "en" ? "English" : "Danish"}: a sub-navigation to each page, each named once, two-step verification once, and a page saying the account is deleted`, async () => {
      const w = WORDS[lang]
      const { page } = await journey.session(`account-area-${lang}-${width}`)
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 })
      const email = uniqueEmail(`account-${lang}-${width}`)
      await signUp(page, email)
      await page.goto(storePath(`/account?lang=${lang}`))
      const nav = main(page).getByRole("navigation", { name: w.nav })
      await nav.waitFor()
      expect(await nav.getByRole("link").allTextContents()).toEqual([...w.pages])

      for (const [index, name] of w.pages.entries()) {
        await nav.getByRole("link", { name, exact: true }).click()
        await main(page).getByRole("heading", { level: 1, name, exact: true }).waitFor()
        expect(await nav.getByRole("link", { name, exact: true }).getAttribute("aria-current")).toBe("page")
        expect(new URL(page.url()).pathname).toBe(index === 0 ? "/account" : `/account/${["profile", "addresses", "orders", "files", "security"][index]}`)
        // One heading a thing: no "Your profile" under "Profile", one two-step section.
        expect(await main(page).getByRole("heading", { name: /your profile|din profil/i }).count()).toBe(0)
        await checkScreen(page, `account-${index}-${width}-${lang}`)
        if (index === 0 || index === 4) await screenshot(page, `store-account-${index === 0 ? "profile" : "security"}-${width}${lang === "en" ? "" : "-da"}`)
      }
      await main(page).getByRole("heading", { name: w.security }).waitFor()
      expect(await main(page).getByRole("heading", { name: w.twoStep, exact: true }).count()).toBe(1)
      expect(await main(page).getByRole("heading", { name: w.deleteTitle, exact: true }).count()).toBe(1)

      await main(page).getByLabel(w.prompt).fill(w.phrase)
      await main(page).getByRole("button", { name: w.deleteTitle, exact: true }).click()
      await page.waitForURL(/\/account\/deleted$/, { timeout: 30_000 })
      await main(page).getByRole("heading", { level: 1, name: w.deleted }).waitFor()
      await checkScreen(page, `account-deleted-${width}-${lang}`, { screenshot: width === 390 && lang === "en" })
      expect((await asBrowser(page, "GET", "/store/user/me")).status).toBe(401)
    })
  }
}
