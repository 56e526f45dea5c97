import { render, screen } from "@testing-library/react"
import { createMemoryRouter, RouterProvider } from "react-router-dom"
import { describe, expect, it } from "vitest"
import { createRoutes } from "../../src/app/routes"
import { IdentityProvider } from "../../src/identity/identity-context"
import { approvedOwner, createFakeApi } from "../support/fake-api"
import { createFakeIdentity } from "../support/fake-identity"

describe("identity bridge", () => {
  it("exchanges a provider session once; a refused token does not loop", async () => {
    const identity = createFakeIdentity({ signedInAs: "owner@example.com" })
    identity.failNextToken()
    const api = createFakeApi(approvedOwner, { signedIn: false })
    render(
      <IdentityProvider identity={identity}>
        <RouterProvider router={createMemoryRouter(createRoutes({ api }), { initialEntries: ["/login"] })} />
      </IdentityProvider>
    )
    expect(await screen.findByRole("heading", { level: 1, name: "Sign in" }, { timeout: 10_000 })).toBeInTheDocument()
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(identity.calls.filter((call) => call.startsWith("getToken"))).toHaveLength(1)
    expect(api.store.login).not.toHaveBeenCalled()
  })
})
