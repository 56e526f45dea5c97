import { screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { describe, expect, it, vi } from "vitest"
import { signedOutSession } from "../../src/session/session-context"
import { HomeView } from "../../src/features/home/home-view"
import { expectNoAxeViolations } from "../support/axe"
import { renderView } from "../support/render-view"

/** Renders the home and waits for its contact form (a separate chunk, loaded after the page). */
async function renderHome(onContact = vi.fn().mockResolvedValue(undefined)) {
  const view = renderView(<HomeView onContact={onContact} />, { session: signedOutSession })
  await screen.findByRole("button", { name: "Send message" })
  return { ...view, onContact }
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("Name"), "Ada Lovelace")
  await user.type(screen.getByLabelText("Email"), "ada@example.com")
  await user.type(screen.getByLabelText("Message"), "Do you ship kits to Norway?")
}

// Form-heavy view file: the first test (with axe) takes several seconds on a busy machine.
describe("signed-out home", { timeout: 20_000 }, () => {
  it("says what the store is and offers sign in and create account", async () => {
    const { container } = await renderHome()
    expect(screen.getByRole("heading", { level: 1, name: "Lab tests and kits for clinics" })).toBeInTheDocument()
    expect(screen.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/login")
    expect(screen.getByRole("link", { name: "Create account" })).toHaveAttribute("href", "/sign-up")
    await expectNoAxeViolations(container)
  })

  it("validates the contact form before sending", async () => {
    const user = userEvent.setup()
    const { onContact } = await renderHome()
    await user.type(screen.getByLabelText("Email"), "not-an-email")
    await user.click(screen.getByRole("button", { name: "Send message" }))
    // The contract's contactBody, as the server reads it: the rule of each field, named by its label.
    expect(await screen.findByText("Name: this is required.")).toBeInTheDocument()
    expect(screen.getByText("Email: enter a valid email address.")).toBeInTheDocument()
    expect(screen.getByText("Message: this is required.")).toBeInTheDocument()
    expect(screen.getByRole("alert")).toHaveTextContent("Name: this is required. Email: enter a valid email address. Message: this is required.")
    expect(screen.getByLabelText("Name")).toHaveAttribute("aria-invalid", "true")
    expect(onContact).not.toHaveBeenCalled()
  })

  it("sends the form with optional fields only when filled, shows sending then success", async () => {
    const user = userEvent.setup()
    let finish: () => void = () => undefined
    const onContact = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)))
    await renderHome(onContact)
    await fillRequired(user)
    await user.type(screen.getByLabelText(/Subject/), "Shipping")
    await user.click(screen.getByRole("button", { name: "Send message" }))
    expect(onContact).toHaveBeenCalledWith({ name: "Ada Lovelace", email: "ada@example.com", message: "Do you ship kits to Norway?", subject: "Shipping" })
    expect(screen.getByRole("button", { name: "Sending…" })).toBeDisabled()
    finish()
    expect(await screen.findByText(/Your message has been sent/)).toBeInTheDocument()
    expect(screen.getByLabelText("Name")).toHaveValue("")
  })

  it("shows a friendly error, never the raw one, when sending fails", async () => {
    const user = userEvent.setup()
    await renderHome(vi.fn().mockRejectedValue({ type: "invalid_data", message: "email must be an email (raw)" }))
    await fillRequired(user)
    await user.click(screen.getByRole("button", { name: "Send message" }))
    expect(await screen.findByRole("alert")).toHaveTextContent("Some of the details are not valid")
    expect(screen.queryByText(/raw/)).not.toBeInTheDocument()
  })
})
