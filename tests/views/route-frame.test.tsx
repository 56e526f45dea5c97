import { render, screen, waitFor } from "@testing-library/react"
import { createMemoryRouter, Outlet, RouterProvider } from "react-router-dom"
import { afterEach, describe, expect, it, vi } from "vitest"
import { NavigationProgress } from "../../src/app/navigation-progress"
import { RouteError, isChunkLoadError } from "../../src/app/route-error"
import { createRoutes } from "../../src/app/routes"
import { IdentityProvider } from "../../src/identity/identity-context"
import { setPageLocale } from "../../src/i18n/page-locale"
import { approvedOwner, createFakeApi } from "../support/fake-api"
import { createFakeIdentity } from "../support/fake-identity"

function renderStore(path: string, signedIn = false) {
  const router = createMemoryRouter(createRoutes({ api: createFakeApi(signedIn ? approvedOwner : null) }), { initialEntries: [path] })
  render(
    <IdentityProvider identity={createFakeIdentity(signedIn ? { signedInAs: approvedOwner.email } : {})}>
      <RouterProvider router={router} />
    </IdentityProvider>
  )
  return router
}

describe("the page frame", { timeout: 30_000 }, () => {
  afterEach(() => {
    setPageLocale("en", "followed")
    localStorage.clear()
  })

  it("titles every page after its route, in the page's language", async () => {
    const titles = new Set<string>()
    for (const [path, title] of [
      ["/", "Lab tests and kits for clinics · Clinic Store"],
      ["/login", "Sign in · Clinic Store"],
      ["/contact", "Contact us · Clinic Store"],
      ["/no-such-page", "Page not found · Clinic Store"],
    ]) {
      const router = renderStore(path)
      await waitFor(() => expect(document.title).toBe(title))
      titles.add(document.title)
      router.dispose()
    }
    expect(titles.size).toBe(4)
    renderStore("/contact?lang=da")
    await waitFor(() => expect(document.title).toBe("Kontakt os · Clinic Store"))
  })

  it("titles the signed-in screens too", async () => {
    renderStore("/cart", true)
    await waitFor(() => expect(document.title).toBe("Your cart · Clinic Store"), { timeout: 10_000 })
  })

  it("recognises a route chunk that failed to load, in each browser's words", () => {
    expect(isChunkLoadError(new TypeError("Failed to fetch dynamically imported module: https://x/assets/a.js"))).toBe(true)
    expect(isChunkLoadError(new TypeError("Importing a module script failed."))).toBe(true)
    expect(isChunkLoadError(new TypeError("error loading dynamically imported module"))).toBe(true)
    expect(isChunkLoadError(new Error("Cannot read properties of undefined"))).toBe(false)
  })

  it("offers a reload when a route's chunk fails (not React Router's raw error page), and says so for other failures", async () => {
    const reload = vi.fn()
    vi.stubGlobal("location", { ...window.location, reload })
    const router = createMemoryRouter(
      [
        {
          element: <Outlet />,
          errorElement: <RouteError />,
          children: [
            { path: "chunk", lazy: () => Promise.reject(new TypeError("Failed to fetch dynamically imported module: /assets/contact.js")) },
            {
              path: "broken",
              Component: () => {
                throw new Error("render failed")
              },
            },
          ],
        },
      ],
      { initialEntries: ["/chunk"] }
    )
    render(<RouterProvider router={router} />)
    expect(await screen.findByRole("heading", { name: "This page could not be loaded" })).toBeInTheDocument()
    screen.getByRole("button", { name: "Reload page" }).click()
    expect(reload).toHaveBeenCalledOnce()
    await router.navigate("/broken")
    expect(await screen.findByRole("heading", { name: "Something went wrong on this page" })).toBeInTheDocument()
    expect(screen.getByRole("link", { name: "Go to the start page" })).toHaveAttribute("href", "/")
    vi.unstubAllGlobals()
  })

  it("shows a slim progress bar while a navigation loads", async () => {
    let finish: (value: { Component: () => JSX.Element }) => void = () => undefined
    const router = createMemoryRouter(
      [
        {
          element: (
            <>
              <NavigationProgress />
              <Outlet />
            </>
          ),
          children: [
            { index: true, element: <p>start</p> },
            { path: "slow", lazy: () => new Promise((resolve) => (finish = resolve)) },
          ],
        },
      ],
      { initialEntries: ["/"] }
    )
    render(<RouterProvider router={router} />)
    await screen.findByText("start")
    expect(screen.queryByRole("progressbar")).not.toBeInTheDocument()
    void router.navigate("/slow")
    expect(await screen.findByRole("progressbar", { name: "Loading the page…" })).toBeInTheDocument()
    finish({ Component: () => <p>arrived</p> })
    await screen.findByText("arrived")
    expect(screen.queryByRole("progressbar")).not.toBeInTheDocument()
  })
})
