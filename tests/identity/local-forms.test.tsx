import { render, screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import type { ReactNode } from "react"
import { beforeAll, describe, expect, it, vi } from "vitest"
import { IdentityProvider } from "../../src/identity/identity-context"
import { passwordProblem } from "../../src/identity/identity-rules"
import { LocalSignIn } from "../../src/identity/local/local-sign-in"
import { LocalSignUp } from "../../src/identity/local/local-sign-up"
import { LocaleProvider } from "../../src/i18n/locale-context"
import type { Locale } from "../../src/lib/locale"
import { IdentityError } from "../../src/identity/types"
import { createFakeIdentity, type FakeIdentity } from "../support/fake-identity"

const ACCOUNTS = [
  { email: "ada@example.com", password: "Quiet-Harbour-Lantern-42" },
  { email: "two@example.com", password: "Quiet-Harbour-Lantern-42", secondFactorCode: "123456" },
]

function renderWith(ui: ReactNode, identity: FakeIdentity = createFakeIdentity({ accounts: ACCOUNTS }), locale: Locale = "en") {
  render(
    <LocaleProvider locale={locale}>
      <IdentityProvider identity={identity}>{ui}</IdentityProvider>
    </LocaleProvider>
  )
  return identity
}

/** A provider whose sign-in and sign-up answer 429 (the backend's sign-in rate limit). */
function rateLimited(retryAfterSeconds?: number): FakeIdentity {
  const identity = createFakeIdentity({ accounts: ACCOUNTS })
  const refuse = async (): Promise<never> => {
    throw new IdentityError("rate_limited", "Too many sign-in attempts", undefined, retryAfterSeconds)
  }
  return { ...identity, signIn: refuse, signUp: refuse }
}

async function submitSignIn() {
  await userEvent.type(screen.getByLabelText(/email|e-mail|correo/i), "ada@example.com")
  await userEvent.type(screen.getByLabelText(/password|adgangskode|contraseña/i), "anything")
  await userEvent.click(screen.getByRole("button"))
}

describe("LocalSignIn: the sign-in rate limit", () => {
  it.each([
    ["en", 30, "Too many attempts. Try again in 30 seconds."],
    ["en", 1, "Too many attempts. Try again in 1 second."],
    ["en", 240, "Too many attempts. Try again in 4 minutes."],
    ["en", 61, "Too many attempts. Try again in 2 minutes."],
    ["da", 30, "For mange forsøg. Prøv igen om 30 sekunder."],
    ["da", 120, "For mange forsøg. Prøv igen om 2 minutter."],
    ["es", 45, "Demasiados intentos. Inténtalo de nuevo en 45 segundos."],
    ["es", 300, "Demasiados intentos. Inténtalo de nuevo en 5 minutos."],
  ] as const)("says in %s to wait %i s (not that the service cannot be reached)", async (locale, seconds, message) => {
    renderWith(<LocalSignIn />, rateLimited(seconds), locale)
    await submitSignIn()
    expect(await screen.findByRole("alert")).toHaveTextContent(message)
  })

  it("says to wait a few minutes when the answer has no Retry-After, and keeps what was typed", async () => {
    renderWith(<LocalSignIn />, rateLimited())
    await submitSignIn()
    expect(await screen.findByRole("alert")).toHaveTextContent("Too many attempts. Wait a few minutes, then try again.")
    expect(screen.getByLabelText("Email")).toHaveValue("ada@example.com")
  })

  it("names the sign-up button's busy state", async () => {
    const identity = createFakeIdentity()
    let finish: () => void = () => undefined
    renderWith(<LocalSignUp />, { ...identity, signUp: () => new Promise((resolve) => (finish = () => resolve({ status: "complete" }))) })
    await userEvent.type(screen.getByLabelText("Email"), "new@example.com")
    await userEvent.type(screen.getByLabelText("Password"), "Quiet-Harbour-Lantern-42")
    await userEvent.click(screen.getByRole("button", { name: "Create account" }))
    expect(await screen.findByRole("button", { name: "Creating your account…" }, { timeout: 5000 })).toBeDisabled()
    finish()
    expect(await screen.findByRole("button", { name: "Create account" })).toBeEnabled()
  })

  it("tells the same on the sign-up form", async () => {
    renderWith(<LocalSignUp />, rateLimited(90))
    await userEvent.type(screen.getByLabelText("Email"), "new@example.com")
    await userEvent.type(screen.getByLabelText("Password"), "Quiet-Harbour-Lantern-42")
    await userEvent.click(screen.getByRole("button", { name: "Create account" }))
    expect(await screen.findByRole("alert", {}, { timeout: 5000 })).toHaveTextContent("Too many attempts. Try again in 2 minutes.")
  })
})

describe("LocalSignIn", () => {
  it("checks the fields before calling the provider", async () => {
    const identity = renderWith(<LocalSignIn />)
    await userEvent.click(screen.getByRole("button", { name: "Sign in" }))
    expect(screen.getByText("Enter a valid email address")).toBeInTheDocument()
    expect(screen.getByText("Enter a password")).toBeInTheDocument()
    expect(identity.calls).toEqual([])
  })

  it("reports wrong credentials and signs in with the right ones", async () => {
    const onSignedIn = vi.fn()
    const identity = renderWith(<LocalSignIn onSignedIn={onSignedIn} />)
    await userEvent.type(screen.getByLabelText("Email"), "ada@example.com")
    await userEvent.type(screen.getByLabelText("Password"), "wrong")
    await userEvent.click(screen.getByRole("button", { name: "Sign in" }))
    expect(await screen.findByRole("alert")).toHaveTextContent("The email address or password is not correct")
    await userEvent.clear(screen.getByLabelText("Password"))
    await userEvent.type(screen.getByLabelText("Password"), ACCOUNTS[0].password)
    await userEvent.click(screen.getByRole("button", { name: "Sign in" }))
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalled())
    expect(identity.getSnapshot().status).toBe("signed-in")
  })

  it("asks for the second factor when two-step verification is on", async () => {
    const identity = renderWith(<LocalSignIn />)
    await userEvent.type(screen.getByLabelText("Email"), "two@example.com")
    await userEvent.type(screen.getByLabelText("Password"), ACCOUNTS[1].password)
    await userEvent.click(screen.getByRole("button", { name: "Sign in" }))
    await userEvent.type(await screen.findByLabelText("Verification code"), "000000")
    await userEvent.click(screen.getByRole("button", { name: "Verify" }))
    expect(await screen.findByRole("alert")).toHaveTextContent("The verification code is not correct")
    await userEvent.clear(screen.getByLabelText("Verification code"))
    await userEvent.type(screen.getByLabelText("Verification code"), "123456")
    await userEvent.click(screen.getByRole("button", { name: "Verify" }))
    await vi.waitFor(() => expect(identity.getSnapshot().user?.twoFactorEnabled).toBe(true))
  })

  it("speaks Danish and Spanish", async () => {
    renderWith(<LocalSignIn />, undefined, "da")
    expect(screen.getByLabelText("Adgangskode")).toBeInTheDocument()
    await userEvent.click(screen.getByRole("button", { name: "Log ind" }))
    expect(screen.getByText("Indtast en gyldig e-mailadresse")).toBeInTheDocument()
  })
})

describe("LocalSignUp", () => {
  // The strength estimator's dictionaries load on first use (a lazy chunk); load them once up front.
  beforeAll(() => passwordProblem("warm-up").then(() => undefined), 60_000)

  async function submit(values: { email?: string; password?: string; firstName?: string }, locale: Locale = "en") {
    const identity = renderWith(<LocalSignUp />, undefined, locale)
    const labels = locale === "es" ? { email: "Correo electrónico", password: "Contraseña", first: "Nombre", button: "Crear cuenta" } : { email: "Email", password: "Password", first: "First name", button: "Create account" }
    const fill = async (label: string, value?: string) => {
      if (!value) return
      await userEvent.click(screen.getByLabelText(label))
      await userEvent.paste(value)
    }
    await fill(labels.email, values.email)
    await fill(labels.password, values.password)
    await fill(labels.first, values.firstName)
    await userEvent.click(screen.getByRole("button", { name: labels.button }))
    return identity
  }

  it.each([
    ["a weak password", "Summer2024", "This password is too easy to guess"],
    ["a breached password", "password1", "This password appears in a list of passwords exposed in data breaches"],
    ["a password over 72 bytes", `${"Ü".repeat(36)}x`, "The password can be at most 72 bytes long"],
  ])("refuses %s with the backend's message", async (_what, password, message) => {
    const identity = await submit({ email: "new@example.com", password })
    expect(await screen.findByText(new RegExp(message))).toBeInTheDocument()
    expect(identity.calls).toEqual([])
  })

  it("refuses names over 256 characters, in Spanish too", async () => {
    await submit({ email: "new@example.com", password: "Quiet-Harbour-Lantern-42", firstName: "a".repeat(257) }, "es")
    expect(await screen.findByText("Los nombres pueden tener como máximo 256 caracteres")).toBeInTheDocument()
  })

  it("signs up with a strong password", async () => {
    const identity = await submit({ email: "new@example.com", password: "Quiet-Harbour-Lantern-42" })
    await vi.waitFor(() => expect(identity.calls).toEqual(["signUp"]))
    expect(identity.getSnapshot().user?.email).toBe("new@example.com")
  })
})
