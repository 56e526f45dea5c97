import { render, screen } from "@testing-library/react"
import { createMemoryRouter, RouterProvider } from "react-router-dom"
import { describe, expect, it } from "vitest"
import { routes } from "../../src/app/routes"
import { IdentityProvider } from "../../src/identity/identity-context"
import { createFakeIdentity } from "../support/fake-identity"

function renderAt(path: string) {
  render(
    <IdentityProvider identity={createFakeIdentity()}>
      <RouterProvider router={createMemoryRouter(routes, { initialEntries: [path] })} />
    </IdentityProvider>
  )
}

describe("storefront routes", () => {
  it.each([
    ["/", /lab tests and kits for clinics/i],
    ["/login", /sign in/i],
    ["/cart", /your cart/i],
    ["/order/confirmed/order_123", /order confirmed/i],
    ["/no-such-page", /page not found/i],
  ])("renders %s", async (path, heading) => {
    renderAt(path)
    expect(await screen.findByRole("heading", { level: 1, name: heading })).toBeInTheDocument()
  })

  it("shows the order id on the confirmation page", async () => {
    renderAt("/order/confirmed/order_123")
    expect(await screen.findByText(/order_123/)).toBeInTheDocument()
  })
})
