import { screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { describe, expect, it, vi } from "vitest"
import { signedOutSession } from "../../src/app/store-session"
import { SignInForm } from "../../src/features/login/sign-in-form"
import { LoginPage } from "../../src/features/login/login-page"
import { expectNoAxeViolations } from "../support/axe"
import { renderView } from "../support/render-view"

describe("sign in", () => {
  it("has the heading and a link to create an account", async () => {
    const { container } = renderView(<LoginPage />, { session: signedOutSession })
    expect(screen.getByRole("heading", { level: 1, name: "Sign in" })).toBeInTheDocument()
    expect(screen.getByRole("link", { name: "Create account" })).toHaveAttribute("href", "/sign-up")
    await expectNoAxeViolations(container)
  })

  it("sends email and password", async () => {
    const user = userEvent.setup()
    const onSignIn = vi.fn().mockResolvedValue(undefined)
    renderView(<SignInForm onSignIn={onSignIn} />, { session: signedOutSession })
    await user.type(screen.getByLabelText("Email"), " owner@example.com ")
    await user.type(screen.getByLabelText("Password"), "correct horse")
    await user.click(screen.getByRole("button", { name: "Sign in" }))
    expect(onSignIn).toHaveBeenCalledWith("owner@example.com", "correct horse")
  })

  it("shows a friendly message for wrong credentials", async () => {
    const user = userEvent.setup()
    renderView(<SignInForm onSignIn={vi.fn().mockRejectedValue({ status: 401, message: "bad password hash" })} />, { session: signedOutSession })
    await user.type(screen.getByLabelText("Email"), "owner@example.com")
    await user.type(screen.getByLabelText("Password"), "nope")
    await user.keyboard("{Enter}")
    expect(await screen.findByRole("alert")).toHaveTextContent("Please sign in again")
    expect(screen.queryByText(/hash/)).not.toBeInTheDocument()
  })

  it("is in Danish and Spanish by page language", () => {
    renderView(<LoginPage />, { session: signedOutSession, language: "da" })
    expect(screen.getByRole("heading", { level: 1, name: "Log ind" })).toBeInTheDocument()
    expect(screen.getByLabelText("Adgangskode")).toBeInTheDocument()
  })
})
