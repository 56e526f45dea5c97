import { screen } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import { signedOutSession } from "../../src/session/session-context"
import { LoginPage } from "../../src/features/login/login-page"
import { SignUpPage } from "../../src/features/login/sign-up-page"
import { IdentityProvider } from "../../src/identity/identity-context"
import { expectNoAxeViolations } from "../support/axe"
import { createFakeIdentity } from "../support/fake-identity"
import { fakeSession, renderView } from "../support/render-view"

function renderLogin(language: "en" | "da" | "es" = "en", page = <LoginPage />) {
  return renderView(<IdentityProvider identity={createFakeIdentity()}>{page}</IdentityProvider>, { session: signedOutSession, language })
}

describe("sign in", () => {
  it("shows the sign-in widget with Email, Password and Sign in, and a link to create an account", async () => {
    const { container } = renderLogin()
    expect(screen.getByRole("heading", { level: 1, name: "Sign in" })).toBeInTheDocument()
    expect(screen.getByLabelText("Email")).toBeInTheDocument()
    expect(screen.getByLabelText("Password")).toBeInTheDocument()
    expect(screen.getByRole("button", { name: "Sign in" })).toBeInTheDocument()
    expect(screen.getByRole("link", { name: "Create account" })).toHaveAttribute("href", "/sign-up")
    await expectNoAxeViolations(container)
  })

  it("is in Danish and Spanish by page language", () => {
    renderLogin("da")
    expect(screen.getByRole("heading", { level: 1, name: "Log ind" })).toBeInTheDocument()
    expect(screen.getByRole("link", { name: "Opret konto" })).toBeInTheDocument()
  })

  it("leaves for the store once signed in", () => {
    renderView(
      <IdentityProvider identity={createFakeIdentity()}>
        <LoginPage />
      </IdentityProvider>,
      { session: fakeSession(), path: "/login" }
    )
    expect(screen.queryByRole("heading", { name: "Sign in" })).not.toBeInTheDocument()
  })

  it("offers the sign-up widget on /sign-up", async () => {
    const { container } = renderLogin("es", <SignUpPage />)
    expect(screen.getByRole("heading", { level: 1, name: "Crear cuenta" })).toBeInTheDocument()
    await expectNoAxeViolations(container)
  })
})
