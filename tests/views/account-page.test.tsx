import { screen, waitFor } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { Route, Routes } from "react-router-dom"
import { describe, expect, it, vi } from "vitest"
import { ApiError } from "../../src/api/errors"
import { AccountRoute } from "../../src/app/account-route"
import { ApiProvider } from "../../src/api/api-provider"
import { IdentityProvider } from "../../src/identity/identity-context"
import { createLocalIdentity } from "../../src/identity/local/local-identity"
import { createFakeApi, approvedOwner } from "../support/fake-api"
import { fakeSession, renderView } from "../support/render-view"

const USER = { id: "idpu_1", email: "owner@example.com", first_name: "Olivia", last_name: "Owner", two_factor_enabled: false, totp_enabled: false, sms_phone: null }

/** The account page with the local provider's real profile widget over a fake /idp, and a fake store API. */
function renderAccountPage(options: { idpDeleteFails?: number } = {}) {
  const calls: string[] = []
  let deleted = false
  let failures = options.idpDeleteFails ?? 0
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    const path = new URL(url).pathname
    calls.push(`${init.method} ${path}`)
    if (path === "/idp/me" && init.method === "DELETE") {
      if (failures-- > 0) return new Response(JSON.stringify({ type: "unknown_error", message: "down" }), { status: 503 })
      expect(JSON.parse(String(init.body))).toEqual({ confirmation: "delete my account" })
      deleted = true
      return new Response(JSON.stringify({ id: USER.id, deleted: true }))
    }
    if (path === "/idp/me") return new Response(JSON.stringify({ user: deleted ? null : USER }))
    return new Response(JSON.stringify({ type: "not_found", message: path }), { status: 404 })
  })
  const identity = createLocalIdentity({ backendUrl: "http://backend.test", fetch: fetch as unknown as typeof globalThis.fetch })
  const api = createFakeApi(approvedOwner)
  const signOut = vi.fn()
  // The Security page of the account area, where the account is deleted.
  renderView(
    <ApiProvider api={api}>
      <IdentityProvider identity={identity}>
        <Routes>
          <Route path="/account/:section?" element={<AccountRoute />} />
        </Routes>
      </IdentityProvider>
    </ApiProvider>,
    { session: fakeSession({ signOut }), path: "/account/security" }
  )
  return { api, identity, calls, signOut }
}

async function confirmDeletion(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Type "delete my account" to confirm'), "delete my account")
  await user.click(screen.getByRole("button", { name: "Delete account" }))
}

describe("the account page's account deletion", { timeout: 20_000 }, () => {
  it("has one Delete account section, beside the identity provider's password and two-step settings (shown once)", async () => {
    renderAccountPage()
    expect(await screen.findByRole("heading", { name: "Password and two-step verification" })).toBeInTheDocument()
    expect(screen.queryByRole("heading", { name: "Your profile" })).not.toBeInTheDocument()
    expect(screen.getAllByRole("heading", { name: /two-step verification/i })).toHaveLength(2)
    expect(screen.getAllByRole("heading", { name: /delete/i })).toHaveLength(1)
    expect(screen.getAllByRole("button", { name: /delete/i })).toHaveLength(1)
  })

  it("erases the store account, then deletes the sign-in identity, then signs out", async () => {
    const user = userEvent.setup()
    const { api, identity, calls, signOut } = renderAccountPage()
    await screen.findByRole("heading", { name: "Password and two-step verification" })
    await confirmDeletion(user)
    await waitFor(() => expect(signOut).toHaveBeenCalledOnce())
    // The sign-out leads to the page that says the account is deleted.
    expect(signOut).toHaveBeenCalledWith("/account/deleted")
    expect(api.store.deleteAccount).toHaveBeenCalledOnce()
    expect(calls).toContain("DELETE /idp/me")
    expect(identity.getSnapshot().status).toBe("signed-out")
  })

  it("deletes nothing when the store refuses (a clinic owner with members) and says why", async () => {
    const user = userEvent.setup()
    const { api, calls, signOut } = renderAccountPage()
    vi.mocked(api.store.deleteAccount).mockRejectedValueOnce(new ApiError("invalid_request", "Transfer ownership first", { status: 409, type: "conflict" }))
    await screen.findByRole("heading", { name: "Password and two-step verification" })
    await confirmDeletion(user)
    expect(await screen.findByRole("alert")).toHaveTextContent("Transfer ownership of your clinic to another member before deleting your account.")
    expect(calls).not.toContain("DELETE /idp/me")
    expect(signOut).not.toHaveBeenCalled()
  })

  it("retries only the identity when its deletion failed after the store account was erased", async () => {
    const user = userEvent.setup()
    const { api, calls, signOut } = renderAccountPage({ idpDeleteFails: 1 })
    await screen.findByRole("heading", { name: "Password and two-step verification" })
    await confirmDeletion(user)
    expect(await screen.findByRole("alert")).toBeInTheDocument()
    expect(signOut).not.toHaveBeenCalled()
    await user.click(screen.getByRole("button", { name: "Delete account" }))
    await waitFor(() => expect(signOut).toHaveBeenCalledOnce())
    expect(api.store.deleteAccount).toHaveBeenCalledOnce()
    expect(calls.filter((c) => c === "DELETE /idp/me")).toHaveLength(2)
  })
})
