import { render, screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { createMemoryRouter, RouterProvider } from "react-router-dom"
import { afterEach, describe, expect, it, vi } from "vitest"
import { createRoutes } from "../../src/app/routes"
import { IdentityProvider } from "../../src/identity/identity-context"
import { setPageLocale } from "../../src/i18n/page-locale"
import { LINK_LOCALE_STORAGE_KEY, LOCALE_STORAGE_KEY } from "../../src/lib/locale"
import { createFakeApi } from "../support/fake-api"
import { createFakeIdentity } from "../support/fake-identity"
import { individual } from "../support/fixtures"

function renderAt(path: string) {
  const router = createMemoryRouter(createRoutes({ api: createFakeApi(null) }), { initialEntries: [path] })
  render(
    <IdentityProvider identity={createFakeIdentity({})}>
      <RouterProvider router={router} />
    </IdentityProvider>
  )
  return router
}

const heading = (name: string) => screen.findByRole("heading", { level: 1, name }, { timeout: 10_000 })

describe("the page's language", { timeout: 30_000 }, () => {
  afterEach(() => {
    setPageLocale("en", "followed")
    localStorage.clear()
    sessionStorage.clear()
    vi.restoreAllMocks()
  })

  it("the header's language switcher changes the page and is remembered for later visits", async () => {
    vi.spyOn(navigator, "languages", "get").mockReturnValue(["en-US"])
    renderAt("/login?lang=en")
    expect(await heading("Sign in")).toBeInTheDocument()
    await userEvent.selectOptions(within(screen.getByRole("banner")).getByRole("combobox", { name: "Language" }), "da")
    expect(await heading("Log ind")).toBeInTheDocument()
    expect(document.documentElement.lang).toBe("da")
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe("da")
    expect(sessionStorage.getItem(LINK_LOCALE_STORAGE_KEY)).toBeNull()
    expect(within(screen.getByRole("banner")).getByRole("combobox", { name: "Sprog" })).toHaveValue("da")
  })

  it("?lang=da sticks on the next clicks of the visit: the sign-in form and <html lang> are Danish; it is not stored for the next visit", async () => {
    renderAt("/?lang=da")
    await waitFor(() => expect(document.documentElement.lang).toBe("da"))
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBeNull()
    expect(sessionStorage.getItem(LINK_LOCALE_STORAGE_KEY)).toBe("da")
    const header = screen.getByRole("banner")
    await userEvent.click(within(header).getByRole("link", { name: "Log ind" }))
    expect(await heading("Log ind")).toBeInTheDocument()
    expect(screen.getByLabelText("Adgangskode")).toBeInTheDocument()
    await userEvent.click(within(screen.getByRole("banner")).getByRole("link", { name: "Kontakt" }))
    expect(await heading("Kontakt os")).toBeInTheDocument()
    expect(document.documentElement.lang).toBe("da")
  })

  it("a Danish browser without a stored choice gets Danish; an English one English", async () => {
    vi.spyOn(navigator, "languages", "get").mockReturnValue(["da-DK", "en-US"])
    renderAt("/login")
    expect(await heading("Log ind")).toBeInTheDocument()
    await waitFor(() => expect(document.documentElement.lang).toBe("da"))
    // Not chosen, only followed: nothing is stored.
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBeNull()
  })

  it("a stored choice wins over the browser's language", async () => {
    vi.spyOn(navigator, "languages", "get").mockReturnValue(["da-DK"])
    localStorage.setItem(LOCALE_STORAGE_KEY, "es")
    renderAt("/login")
    expect(await heading("Iniciar sesión")).toBeInTheDocument()
    await waitFor(() => expect(document.documentElement.lang).toBe("es"))
  })
})

describe("the language a signed-in customer uses the store in", { timeout: 30_000 }, () => {
  afterEach(() => {
    setPageLocale("en", "followed")
    localStorage.clear()
  })

  it("is remembered on the customer (their mails are written in it), once per language", async () => {
    const api = createFakeApi(individual)
    const router = createMemoryRouter(createRoutes({ api }), { initialEntries: ["/?lang=da"] })
    render(
      <IdentityProvider identity={createFakeIdentity({ signedInAs: individual.email })}>
        <RouterProvider router={router} />
      </IdentityProvider>
    )
    await waitFor(() => expect(api.store.rememberLocale).toHaveBeenCalledWith("da"), { timeout: 10_000 })
    await router.navigate("/products?lang=es")
    await waitFor(() => expect(api.store.rememberLocale).toHaveBeenLastCalledWith("es"))
    await router.navigate("/orders")
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(vi.mocked(api.store.rememberLocale).mock.calls.map(([locale]) => locale)).toEqual(["da", "es"])
  })

  it("is not sent for a signed-out visitor", async () => {
    const api = createFakeApi(null)
    render(
      <IdentityProvider identity={createFakeIdentity({})}>
        <RouterProvider router={createMemoryRouter(createRoutes({ api }), { initialEntries: ["/?lang=da"] })} />
      </IdentityProvider>
    )
    await waitFor(() => expect(document.documentElement.lang).toBe("da"))
    expect(api.store.rememberLocale).not.toHaveBeenCalled()
  })
})
