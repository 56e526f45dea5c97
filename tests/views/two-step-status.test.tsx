import { cleanup, screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { describe, expect, it, vi } from "vitest"
import { Route, Routes } from "react-router-dom"
import { AccountRoute } from "../../src/app/account-route"
import { ApiProvider } from "../../src/api/api-provider"
import { IdentityProvider } from "../../src/identity/identity-context"
import { createLocalIdentity, type IdpUser } from "../../src/identity/local/local-identity"
import { createFakeApi, approvedOwner } from "../support/fake-api"
import { fakeSession, renderView } from "../support/render-view"

const QR = "data:image/svg+xml;base64,PHN2Zz48L3N2Zz4="

/** A fake /idp that remembers the user's factors, like the real one: enrolment, new backup codes, turning off. */
function fakeIdp() {
  const state = { totp: false, pending: false, generation: 0 }
  const user = (): IdpUser => ({
    id: "idpu_1",
    email: "owner@example.com",
    two_factor_enabled: state.totp,
    totp_enabled: state.totp,
    sms_phone: null,
    backup_codes_remaining: state.totp ? 2 : 0,
  })
  const codes = () => [`first-${state.generation}`, `second-${state.generation}`]
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    const path = new URL(url).pathname
    const body = init.body ? (JSON.parse(String(init.body)) as { code?: string }) : {}
    const json = (value: unknown) => new Response(JSON.stringify(value))
    if (path === "/idp/me") return json({ user: user() })
    if (path === "/idp/two-factor/totp" && init.method === "DELETE") {
      state.totp = false
      return json({ user: user() })
    }
    if (path === "/idp/two-factor/totp" && !body.code) {
      state.pending = true
      return json({ secret: "JBSWY3DPEHPK3PXP", otpauth_url: "otpauth://totp/x", qr_code: QR })
    }
    if (path === "/idp/two-factor/totp") {
      state.totp = true
      state.pending = false
      state.generation++
      return json({ user: user(), backup_codes: codes() })
    }
    if (path === "/idp/two-factor/backup-codes") {
      state.generation++
      return json({ backup_codes: codes() })
    }
    return new Response(JSON.stringify({ type: "not_found", message: path }), { status: 404 })
  })
  return { state, fetch: fetch as unknown as typeof globalThis.fetch }
}

/** The account page (a fresh page load) over the fake /idp; the store's customer record still says two-step is off. */
function openAccountPage(idp: ReturnType<typeof fakeIdp>) {
  const identity = createLocalIdentity({ backendUrl: "http://backend.test", fetch: idp.fetch })
  renderView(
    <ApiProvider api={createFakeApi(approvedOwner)}>
      <IdentityProvider identity={identity}>
        <Routes>
          <Route path="/account/:section?" element={<AccountRoute />} />
        </Routes>
      </IdentityProvider>
    </ApiProvider>,
    // The account area's Security page: the provider's two-step settings, stated there once.
    { session: fakeSession(), path: "/account/security" }
  )
}

/** Two-step verification is stated once, by the provider's settings, and says `on` (no second summary beside it). */
async function expectStatus(on: boolean) {
  await waitFor(() => {
    expect(screen.getByText(on ? "Two-step verification is on" : "Two-step verification is off")).toBeInTheDocument()
    expect(screen.queryByText(on ? "Two-step verification is on." : /^Two-step verification is off\. You can turn it on/)).not.toBeInTheDocument()
  })
}

describe("two-step verification shows one status after every change", { timeout: 30_000 }, () => {
  it("enable, new backup codes, disable: the settings state it once, and right; codes go when two-step goes", async () => {
    const user = userEvent.setup()
    const idp = fakeIdp()
    openAccountPage(idp)
    await screen.findByRole("heading", { name: "Password and two-step verification" })
    await expectStatus(false)

    await user.click(screen.getByRole("button", { name: "Set up an authenticator app" }))
    await screen.findByRole("img", { name: "QR code for your authenticator app" })
    await user.type(screen.getByLabelText("Verification code"), "123456")
    await user.click(screen.getByRole("button", { name: "Verify" }))
    await expectStatus(true)
    expect(await screen.findByText("first-1")).toBeInTheDocument()
    expect(screen.queryByRole("img", { name: "QR code for your authenticator app" })).not.toBeInTheDocument()

    await user.click(screen.getByRole("button", { name: "Create new backup codes" }))
    expect(await screen.findByText("first-2")).toBeInTheDocument()
    expect(screen.queryByText("first-1")).not.toBeInTheDocument()
    await expectStatus(true)

    await user.click(screen.getByRole("button", { name: "Turn off the authenticator app" }))
    await expectStatus(false)
    expect(screen.queryByText("first-2")).not.toBeInTheDocument()
    expect(screen.queryByRole("button", { name: "Create new backup codes" })).not.toBeInTheDocument()
  })

  it("a reload in the middle of an enrolment shows what /idp holds: off with no key, or on when it was finished elsewhere", async () => {
    const user = userEvent.setup()
    const idp = fakeIdp()
    openAccountPage(idp)
    await screen.findByRole("heading", { name: "Password and two-step verification" })
    await user.click(screen.getByRole("button", { name: "Set up an authenticator app" }))
    await screen.findByRole("img", { name: "QR code for your authenticator app" })
    cleanup()

    openAccountPage(idp)
    await screen.findByRole("heading", { name: "Password and two-step verification" })
    await expectStatus(false)
    expect(screen.queryByRole("img", { name: "QR code for your authenticator app" })).not.toBeInTheDocument()
    cleanup()

    idp.state.totp = true
    openAccountPage(idp)
    await screen.findByRole("heading", { name: "Password and two-step verification" })
    await expectStatus(true)
    expect(within(screen.getByRole("region", { name: "Password and two-step verification" })).getByRole("button", { name: "Turn off the authenticator app" })).toBeInTheDocument()
  })
})
