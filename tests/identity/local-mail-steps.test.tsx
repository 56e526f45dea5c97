import { render, screen, waitFor } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import type { ReactNode } from "react"
import { MemoryRouter } from "react-router-dom"
import { describe, expect, it, vi } from "vitest"
import { returnPath } from "../../src/features/login/return-path"
import { LocaleProvider } from "../../src/i18n/locale-context"
import { IdentityProvider } from "../../src/identity/identity-context"
import { ChangePassword } from "../../src/identity/local/change-password"
import { createLocalIdentity, type IdpUser } from "../../src/identity/local/local-identity"
import { LocalSignUp } from "../../src/identity/local/local-sign-up"
import { ResetPasswordForm } from "../../src/identity/local/reset-password-form"
import type { Locale } from "../../src/lib/locale"

// Typing through the password-strength check is slow on a shared machine: generous time, no timing asserted.
vi.setConfig({ testTimeout: 30_000 })

type Route = (body: Record<string, unknown> | undefined) => { status: number; body?: unknown }

/** A fake /idp behind the real local adapter; records each call's path and body. */
function fakeIdp(routes: Record<string, Route>) {
  const calls: { path: string; body?: Record<string, unknown> }[] = []
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    const path = new URL(url).pathname
    const body = init.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined
    calls.push({ path, body })
    const route = routes[`${init.method} ${path}`]
    if (!route) return new Response(JSON.stringify({ user: null }), { status: 200 })
    const answer = route(body)
    return new Response(answer.status === 204 ? null : JSON.stringify(answer.body ?? {}), { status: answer.status })
  })
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls }
}

function renderLocal(ui: ReactNode, routes: Record<string, Route>, locale: Locale = "en") {
  const idp = fakeIdp(routes)
  const identity = createLocalIdentity({ backendUrl: "http://backend.test", fetch: idp.fetch })
  render(
    <MemoryRouter>
      <LocaleProvider locale={locale}>
        <IdentityProvider identity={identity}>{ui}</IdentityProvider>
      </LocaleProvider>
    </MemoryRouter>
  )
  return { identity, calls: idp.calls }
}

const USER: IdpUser = { id: "idpu_1", email: "new@example.com", first_name: null, last_name: null, two_factor_enabled: false }
const STRONG = "Quiet-Harbour-Lantern-42"

describe("sign-up: the mailed code step", () => {
  it("asks for the code after sign-up, says when it is wrong, sends a new one, and completes with the right one", async () => {
    let verified = false
    const onSignedUp = vi.fn()
    const { calls } = renderLocal(<LocalSignUp onSignedUp={onSignedUp} />, {
      "POST /idp/sign-up": () => ({ status: 201, body: { status: "needs_email_verification", user: USER } }),
      "POST /idp/verify-email": (body) => {
        if (body?.code !== "246810") return { status: 400, body: { type: "invalid_data", message: "code: The code is not correct or has expired" } }
        verified = true
        return { status: 200, body: { status: "complete", user: USER } }
      },
      "POST /idp/verify-email/resend": () => ({ status: 202, body: { status: "needs_email_verification" } }),
      "GET /idp/me": () => ({ status: 200, body: { user: verified ? USER : null } }),
    })
    await userEvent.type(screen.getByLabelText("Email"), USER.email)
    await userEvent.type(screen.getByLabelText("Password"), STRONG)
    await userEvent.click(screen.getByRole("button", { name: "Create account" }))

    expect(await screen.findByRole("heading", { name: "Confirm your email address" })).toBeInTheDocument()
    expect(screen.getByText(`We sent a 6-digit code to ${USER.email}. Enter it here to finish.`)).toBeInTheDocument()
    expect(calls.find((call) => call.path === "/idp/sign-up")?.body).toMatchObject({ email: USER.email, locale: "en" })
    expect(onSignedUp).not.toHaveBeenCalled()

    const code = screen.getByLabelText("Code from the email")
    await userEvent.type(code, "12ab")
    await userEvent.click(screen.getByRole("button", { name: "Confirm" }))
    expect(await screen.findByText("Enter the 6 digits from the email")).toBeInTheDocument()

    await userEvent.clear(code)
    await userEvent.type(code, "111111")
    await userEvent.click(screen.getByRole("button", { name: "Confirm" }))
    expect(await screen.findByText(/The code is not correct or has expired/)).toBeInTheDocument()

    await userEvent.click(screen.getByRole("button", { name: "Send a new code" }))
    expect(await screen.findByRole("status")).toHaveTextContent("We sent a new code. Only the newest one works.")
    expect(calls.filter((call) => call.path === "/idp/verify-email/resend")).toHaveLength(1)

    await userEvent.clear(code)
    await userEvent.type(code, "246 810")
    await userEvent.click(screen.getByRole("button", { name: "Confirm" }))
    await waitFor(() => expect(onSignedUp).toHaveBeenCalledTimes(1))
  })

  it("shows the code step in Danish and Spanish", async () => {
    for (const [locale, title] of [
      ["da", "Bekræft din e-mailadresse"],
      ["es", "Confirma tu dirección de correo"],
    ] as const) {
      const { identity } = renderLocal(<span />, { "POST /idp/sign-up": () => ({ status: 201, body: { status: "needs_email_verification", user: USER } }) }, locale)
      expect(await identity.signUp({ email: USER.email, password: STRONG })).toEqual({ status: "needs_email_verification" })
      document.body.innerHTML = ""
      render(
        <LocaleProvider locale={locale}>
          <IdentityProvider identity={identity}>
            <LocalSignUp />
          </IdentityProvider>
        </LocaleProvider>
      )
      await userEvent.type(screen.getByLabelText(/e-mail|correo/i), USER.email)
      await userEvent.type(screen.getByLabelText(/adgangskode|contraseña/i), STRONG)
      await userEvent.click(screen.getByRole("button"))
      expect(await screen.findByRole("heading", { name: title })).toBeInTheDocument()
      document.body.innerHTML = ""
    }
  })
})

describe("password reset and change", () => {
  it("says a used or expired reset link is not valid any more, and offers a new one", async () => {
    renderLocal(<ResetPasswordForm token="used" />, {
      "POST /idp/password-reset/confirm": () => ({ status: 400, body: { type: "invalid_data", message: "token: This reset link is not valid any more" } }),
    })
    await userEvent.type(screen.getByLabelText("New password"), STRONG)
    await userEvent.click(screen.getByRole("button", { name: "Save new password" }))
    expect(await screen.findByRole("alert")).toHaveTextContent("This reset link is not valid any more: ask for a new one")
    expect(screen.getByRole("link", { name: "Ask for a new link" })).toHaveAttribute("href", "/forgot-password")
  })

  it("sets the new password with the token and sends the person to sign in", async () => {
    const { calls } = renderLocal(<ResetPasswordForm token="tok_1" />, { "POST /idp/password-reset/confirm": () => ({ status: 200, body: { status: "complete" } }) })
    await userEvent.type(screen.getByLabelText("New password"), STRONG)
    await userEvent.click(screen.getByRole("button", { name: "Save new password" }))
    expect(await screen.findByRole("status")).toHaveTextContent("Your password is changed. Sign in with the new one.")
    expect(calls.find((call) => call.path === "/idp/password-reset/confirm")?.body).toEqual({ token: "tok_1", password: STRONG })
  })

  it("changes the password only with the right current one", async () => {
    const { identity } = renderLocal(<span />, {
      "POST /idp/password": (body) =>
        body?.current_password === "Right-Current-Password-1"
          ? { status: 200, body: { status: "complete" } }
          : { status: 400, body: { type: "invalid_data", message: "current_password: The current password is not correct" } },
    })
    document.body.innerHTML = ""
    render(
      <LocaleProvider locale="en">
        <ChangePassword user={USER} identity={identity} />
      </LocaleProvider>
    )
    await userEvent.type(screen.getByLabelText("Current password"), "Wrong-Current-Password-1")
    await userEvent.type(screen.getByLabelText("New password"), STRONG)
    await userEvent.click(screen.getByRole("button", { name: "Change password" }))
    expect(await screen.findByText("The current password is not correct")).toBeInTheDocument()
    await userEvent.clear(screen.getByLabelText("Current password"))
    await userEvent.type(screen.getByLabelText("Current password"), "Right-Current-Password-1")
    await userEvent.type(screen.getByLabelText("New password"), STRONG)
    await userEvent.click(screen.getByRole("button", { name: "Change password" }))
    expect(await screen.findByRole("status")).toHaveTextContent("Your password is changed. Other devices are signed out.")
  })
})

describe("returnPath", () => {
  it.each([
    ["next=/apply", "/apply"],
    ["next=/orders/order_1", "/orders/order_1"],
    ["next=//evil.test/x", "/"],
    ["next=https://evil.test", "/"],
    ["next=/\\evil.test", "/"],
    ["", "/"],
  ])("%s → %s", (query, path) => {
    expect(returnPath(new URLSearchParams(query))).toBe(path)
  })
})
