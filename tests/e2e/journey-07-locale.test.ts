import { expect, it } from "vitest"
import { useJourneyBrowser } from "./support/journey"
import { checkScreen, main, storePath } from "./support/storefront"

const journey = useJourneyBrowser()

const LANGUAGES = [
  { lang: "da", title: "Log ind", email: "E-mail", password: "Adgangskode", createAccount: "Opret konto", contact: "Kontakt" },
  { lang: "es", title: "Iniciar sesión", email: "Correo electrónico", password: "Contraseña", createAccount: "Crear cuenta", contact: "Contacto" },
  // An unknown language falls back to English.
  { lang: "xx", title: "Sign in", email: "Email", password: "Password", createAccount: "Create account", contact: "Contact" },
]

for (const t of LANGUAGES) {
  it(`?lang=${t.lang}: the sign-in widget and the page speak ${t.title === "Sign in" ? "English" : t.lang}`, async () => {
    // The browser itself prefers Danish: only ?lang decides, and an unknown one gives English.
    const { page } = await journey.session(`locale-${t.lang}`, { locale: "da-DK" })
    await page.goto(storePath(`/login?lang=${t.lang}`))
    const widget = main(page)
    await widget.getByRole("heading", { name: t.title, exact: true }).waitFor()
    await widget.getByLabel(t.email, { exact: true }).waitFor()
    await widget.getByLabel(t.password, { exact: true }).waitFor()
    await widget.getByRole("button", { name: t.title, exact: true }).waitFor()
    const header = page.getByRole("banner")
    await header.getByRole("link", { name: t.createAccount, exact: true }).waitFor()
    await header.getByRole("link", { name: t.contact, exact: true }).waitFor()
    await checkScreen(page, `login-${t.lang}`, { screenshot: t.lang !== "xx" })

    await page.goto(storePath(`/sign-up?lang=${t.lang}`))
    await main(page).getByRole("button", { name: t.createAccount, exact: true }).waitFor()
    await main(page).getByLabel(t.password, { exact: true }).waitFor()
    if (t.lang === "xx") expect(await page.getByText("Adgangskode").count()).toBe(0)
    await checkScreen(page, `sign-up-${t.lang}`)
  })
}
