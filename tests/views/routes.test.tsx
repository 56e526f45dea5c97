import { render, screen, waitFor } from "@testing-library/react"
import { createMemoryRouter, RouterProvider } from "react-router-dom"
import { describe, expect, it, vi } from "vitest"
import type { Customer } from "../../machines/domain.types"
import { createRoutes } from "../../src/app/routes"
import { IdentityProvider } from "../../src/identity/identity-context"
import { approvedOwner, createFakeApi } from "../support/fake-api"
import { createFakeIdentity } from "../support/fake-identity"

function renderAt(path: string, customer: Customer | null = null, api = createFakeApi(customer), identity = createFakeIdentity(customer ? { signedInAs: customer.email } : {})) {
  const router = createMemoryRouter(createRoutes({ api }), { initialEntries: [path] })
  render(
    <IdentityProvider identity={identity}>
      <RouterProvider router={router} />
    </IdentityProvider>
  )
  return router
}

const find = (name: RegExp) => screen.findByRole("heading", { level: 1, name }, { timeout: 10_000 })

describe("storefront routes", { timeout: 30_000 }, () => {
  it.each([
    ["/", /lab tests and kits for clinics/i],
    ["/login", /sign in/i],
    ["/sign-up", /create account/i],
    ["/account/deleted", /your account is deleted/i],
    ["/contact", /contact us/i],
    ["/no-such-page", /page not found/i],
  ])("renders %s for a visitor", async (path, heading) => {
    renderAt(path)
    expect(await find(heading)).toBeInTheDocument()
  })

  it.each(["/cart", "/orders", "/account", "/checkout"])("sends a visitor from %s to /login", async (path) => {
    const router = renderAt(path)
    expect(await find(/sign in/i)).toBeInTheDocument()
    expect(router.state.location.pathname).toBe("/login")
  })

  it.each(["/orders/order_123?from=mail", "/products/asm-pharmacogenomics"])("sends a visitor from %s to /login naming it as the page to go to next", async (path) => {
    const router = renderAt(path)
    expect(await find(/sign in/i)).toBeInTheDocument()
    expect(router.state.location.pathname).toBe("/login")
    expect(new URLSearchParams(router.state.location.search).get("next")).toBe(path)
  })

  it.each([
    ["/", /products/i],
    ["/products", /products/i],
    ["/cart", /your cart/i],
    ["/checkout", /checkout/i],
    ["/orders", /orders/i],
    ["/orders/order_123", /order #7/i],
    ["/order/confirmed/order_123", /order confirmed/i],
    ["/clinic", /north clinic/i],
    ["/clinic/results", /results inbox/i],
    // The account area: the profile first, then one page a section.
    ["/account", /profile/i],
    ["/account/addresses", /addresses/i],
    ["/account/orders", /orders/i],
    ["/account/files", /files/i],
    ["/account/security", /security/i],
  ])("renders %s for an approved clinic owner", async (path, heading) => {
    renderAt(path, approvedOwner)
    expect(await find(heading)).toBeInTheDocument()
  })

  it("shows the order's number on the confirmation page, never Medusa's internal id", async () => {
    renderAt("/order/confirmed/order_123", approvedOwner)
    expect(await screen.findByText("Order number #7", {}, { timeout: 10_000 })).toBeInTheDocument()
    expect(screen.queryByText(/order_123/)).toBeNull()
  })

  it("keeps a deep link while the identity provider is still loading (no signed-in hint), then shows it once the provider's session is exchanged", async () => {
    const identity = createFakeIdentity({ loading: true })
    const router = renderAt("/orders", approvedOwner, createFakeApi(approvedOwner), identity)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(router.state.location.pathname).toBe("/orders")
    expect(screen.getAllByRole("status").length).toBeGreaterThan(0)
    identity.setSignedIn(approvedOwner.email)
    expect(await find(/orders/i)).toBeInTheDocument()
    expect(router.state.location.pathname).toBe("/orders")
    expect(identity.calls).toContain("getToken:store")
  })

  it("sends a visitor from a guarded route to /login once the loading identity provider says signed out", async () => {
    const identity = createFakeIdentity({ loading: true })
    const router = renderAt("/orders", null, createFakeApi(null), identity)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(router.state.location.pathname).toBe("/orders")
    identity.setSignedIn(null)
    expect(await find(/sign in/i)).toBeInTheDocument()
    expect(router.state.location.pathname).toBe("/login")
  })

  it("sends a customer who has not applied to /apply", async () => {
    const router = renderAt("/products", { ...approvedOwner, clinic: null, clinic_role: null, application_status: null, metadata: {} })
    expect(await find(/apply to order/i)).toBeInTheDocument()
    expect(router.state.location.pathname).toBe("/apply")
  })

  it("the waiting page notices staff's approval when it takes the focus (and every 15 s while shown) and moves on", async () => {
    const waiting: Customer = { ...approvedOwner, clinic: null, clinic_role: null, application_status: "awaiting", metadata: {} }
    const api = createFakeApi(waiting)
    const router = renderAt("/apply", waiting, api)
    expect(await find(/awaiting approval/i)).toBeInTheDocument()
    expect(router.state.location.pathname).toBe("/apply")
    vi.mocked(api.store.me).mockImplementation(async () => ({ ...waiting, application_status: "approved" }))
    window.dispatchEvent(new Event("focus"))
    await waitFor(() => expect(router.state.location.pathname).toBe("/products"), { timeout: 10_000 })
  })

  it.each([
    ["/", null],
    ["/checkout", approvedOwner],
  ] as const)("loads no third-party script on %s when none is configured and the payment is manual", async (path, customer) => {
    renderAt(path, customer)
    expect(await find(/.+/)).toBeInTheDocument()
    expect(document.querySelectorAll("script")).toHaveLength(0)
  })

  it("offers a customer who has not applied the invites they received, and accepts one", async () => {
    const newcomer = { ...approvedOwner, email: "new@example.com", clinic: null, clinic_role: null, application_status: null, metadata: {} }
    const invite = { id: "inv_1", to: "new@example.com", status: "awaiting", clinic_id: "clinic_1", clinic_name: "North Clinic", created_at: "2026-11-20T10:00:00Z" }
    const api = createFakeApi(newcomer, { invites: [invite] })
    renderAt("/apply", newcomer, api)
    expect(await screen.findByText("North Clinic invites you to join.", {}, { timeout: 10_000 })).toBeInTheDocument()
    screen.getByRole("button", { name: "Accept the invite from North Clinic" }).click()
    await waitFor(() => expect(api.store.answerInvite).toHaveBeenCalledWith("inv_1", "approved"))
  })
})
