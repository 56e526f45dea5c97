import { screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { describe, expect, it, vi } from "vitest"
import { signedOutSession } from "../../src/session/session-context"
import { HomeView } from "../../src/features/home/home-view"
import type { FeaturedState } from "../../src/features/home/featured-products"
import { expectNoAxeViolations } from "../support/axe"
import { renderView } from "../support/render-view"

/** The public teaser as the backend answers it: two products in Danish kroner, one with options at several prices. */
const featured: FeaturedState = {
  status: "ready",
  list: {
    region_id: "reg_dk",
    currency_code: "dkk",
    products: [
      { id: "prod_1", handle: "epilepsy-gene-panel", title: "Epilepsy Gene Panel", description: null, thumbnail: "https://cdn.test/panel.webp", from_price: 860000, price_varies: true },
      { id: "prod_2", handle: "amh-ovarian-reserve", title: "AMH Ovarian Reserve Test", description: null, thumbnail: null, from_price: 61000, price_varies: false },
    ],
  },
}

/** Renders the home and waits for its contact form (a separate chunk, loaded after the page). */
async function renderHome(onContact = vi.fn().mockResolvedValue(undefined), shown: FeaturedState = featured) {
  const view = renderView(<HomeView onContact={onContact} featured={shown} />, { session: signedOutSession })
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

  it("sells to clinics: products with pictures and from-prices, how ordering and results work, who runs the store", async () => {
    await renderHome()
    const products = screen.getByRole("region", { name: "Tests you can order as an individual" })
    expect(within(products).getByRole("link", { name: "Epilepsy Gene Panel" })).toHaveAttribute("href", "/login?next=%2Fproducts%2Fepilepsy-gene-panel")
    expect(within(products).getByRole("img", { name: "Picture of Epilepsy Gene Panel" })).toBeInTheDocument()
    expect(within(products).getByText("from DKK 8,600.00")).toBeInTheDocument()
    expect(within(products).getByText("DKK 610.00")).toBeInTheDocument()
    expect(screen.getByRole("heading", { level: 2, name: "How ordering and results work" })).toBeInTheDocument()
    expect(screen.getByRole("heading", { level: 3, name: "Read the results" })).toBeInTheDocument()
    expect(screen.getByRole("heading", { level: 2, name: "Who runs the store" })).toBeInTheDocument()
    expect(screen.getByRole("link", { name: "More about us" })).toHaveAttribute("href", "/about")
  })

  it("leaves the teaser out when it cannot be loaded; the rest of the page still sells", async () => {
    await renderHome(undefined, { status: "error" })
    expect(screen.queryByRole("region", { name: "Tests you can order as an individual" })).not.toBeInTheDocument()
    expect(screen.getByRole("heading", { level: 2, name: "How ordering and results work" })).toBeInTheDocument()
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
