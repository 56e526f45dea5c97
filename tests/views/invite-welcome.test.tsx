import { screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { describe, expect, it, vi } from "vitest"
import { ApiError } from "../../src/api/errors"
import { ApiProvider } from "../../src/api/api-provider"
import { LoginPage } from "../../src/features/login/login-page"
import { SignUpPage } from "../../src/features/login/sign-up-page"
import { IdentityProvider } from "../../src/identity/identity-context"
import { signedOutSession } from "../../src/session/session-context"
import { expectNoAxeViolations } from "../support/axe"
import { createFakeApi } from "../support/fake-api"
import { createFakeIdentity } from "../support/fake-identity"
import { renderView } from "../support/render-view"

const INVITE = "inv_01JZX0000000000000000000AB"
const SIGN_UP_LINK = `/sign-up?email=ines%40example.com&next=%2Fapply&invite=${INVITE}`

function renderPage(api = createFakeApi(), options: { path?: string; language?: "en" | "da"; page?: "signUp" | "signIn" } = {}) {
  const page = options.page === "signIn" ? <LoginPage /> : <SignUpPage />
  const view = renderView(
    <ApiProvider api={api}>
      <IdentityProvider identity={createFakeIdentity()}>{page}</IdentityProvider>
    </ApiProvider>,
    { session: signedOutSession, path: options.path ?? SIGN_UP_LINK, language: options.language }
  )
  return { ...view, api }
}

const notFound = () => new ApiError("invalid_request", "This invite link is not valid", { status: 404, type: "not_found" })

describe("the sign-up and sign-in pages opened from an invite mail", () => {
  it("name the inviter and the clinic, say what to do next, and keep the invite on the way to sign-in", async () => {
    const { container, api } = renderPage()
    expect(screen.getByRole("status")).toHaveTextContent("Looking up your invite…")
    const welcome = await screen.findByRole("region", { name: "Olivia invited you to join North Clinic" })
    expect(welcome).toHaveTextContent("Create your account with the email address the invite was sent to")
    expect(api.store.inviteLink).toHaveBeenCalledWith(INVITE)
    expect(screen.getByLabelText("Email")).toHaveValue("ines@example.com")
    expect(screen.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", `/login?next=%2Fapply&invite=${INVITE}`)
    await expectNoAxeViolations(container)
  })

  it("in Danish, on the sign-in page, and without an inviter's name when the store has none", async () => {
    const api = createFakeApi()
    api.store.inviteLink = vi.fn(async () => ({ clinic_name: "Nordklinikken", inviter_first_name: null, open: true }))
    renderPage(api, { path: `/login?next=%2Fapply&invite=${INVITE}`, language: "da", page: "signIn" })
    const welcome = await screen.findByRole("region", { name: "Du er inviteret til Nordklinikken" })
    expect(welcome).toHaveTextContent("Log ind med den e-mailadresse")
    expect(screen.getByRole("link", { name: "Opret konto" })).toHaveAttribute("href", `/sign-up?next=%2Fapply&invite=${INVITE}`)
  })

  it("says an answered invite is answered, and a withdrawn one is no longer valid", async () => {
    const answered = createFakeApi()
    answered.store.inviteLink = vi.fn(async () => ({ clinic_name: "North Clinic", inviter_first_name: "Olivia", open: false }))
    const first = renderPage(answered)
    expect(await screen.findByText(/Your invite to North Clinic has already been answered/)).toBeInTheDocument()
    expect(screen.queryByRole("region", { name: /invited you/ })).not.toBeInTheDocument()
    first.unmount()

    const withdrawn = createFakeApi()
    withdrawn.store.inviteLink = vi.fn(async () => Promise.reject(notFound()))
    renderPage(withdrawn)
    expect(await screen.findByText(/This invite link is no longer valid/)).toBeInTheDocument()
    // The form is still there: the visitor can create an account anyway.
    expect(screen.getByRole("heading", { level: 1, name: "Create account" })).toBeInTheDocument()
  })

  it("offers to try again when the store could not be reached, from the keyboard", async () => {
    const user = userEvent.setup()
    const api = createFakeApi()
    let calls = 0
    api.store.inviteLink = vi.fn(async () => {
      calls++
      if (calls === 1) throw new ApiError("connection", "offline")
      return { clinic_name: "North Clinic", inviter_first_name: "Olivia", open: true }
    })
    renderPage(api)
    const alert = await screen.findByRole("alert", {}, { timeout: 5_000 })
    expect(alert).toHaveTextContent("We could not look up your invite")
    const retry = within(alert).getByRole("button", { name: "Try again" })
    retry.focus()
    await user.keyboard("{Enter}")
    expect(await screen.findByRole("region", { name: "Olivia invited you to join North Clinic" })).toBeInTheDocument()
  })

  it("shows nothing about invites for a link without one", () => {
    const { api } = renderPage(createFakeApi(), { path: "/sign-up?next=%2Fapply" })
    expect(screen.queryByRole("region")).not.toBeInTheDocument()
    expect(api.store.inviteLink).not.toHaveBeenCalled()
  })
})
