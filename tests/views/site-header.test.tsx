import { screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { describe, expect, it, vi } from "vitest"
import { SiteHeader } from "../../src/app/site-header"
import { expectNoAxeViolations } from "../support/axe"
import { renderView } from "../support/render-view"

const nav = () => within(screen.getByRole("navigation", { name: "Main" }))

describe("site header", () => {
  it("offers sign in and create account to signed-out visitors", async () => {
    const { container } = renderView(<SiteHeader signedIn={false} approved={false} inClinic={false} cartCount={0} onSignOut={vi.fn()} />)
    expect(screen.getByRole("link", { name: "Clinic Store" })).toHaveAttribute("href", "/")
    expect(nav().getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/login")
    expect(nav().getByRole("link", { name: "Create account" })).toBeInTheDocument()
    expect(nav().queryByRole("button", { name: "Sign out" })).not.toBeInTheDocument()
    expect(nav().queryByRole("link", { name: /cart/i })).not.toBeInTheDocument()
    await expectNoAxeViolations(container)
  })

  it("shows an approved clinic member every section and the cart count, and signs out", async () => {
    const onSignOut = vi.fn()
    const { container } = renderView(<SiteHeader signedIn approved inClinic cartCount={3} onSignOut={onSignOut} />)
    for (const name of ["Products", "Orders", "Clinic", "Account", "Contact"]) expect(nav().getByRole("link", { name })).toBeInTheDocument()
    expect(nav().getByRole("link", { name: "Contact" })).toHaveAttribute("href", "/contact")
    expect(nav().getByRole("link", { name: "Cart 3 items" })).toHaveAttribute("href", "/cart")
    await userEvent.click(nav().getByRole("button", { name: "Sign out" }))
    expect(onSignOut).toHaveBeenCalledOnce()
    await expectNoAxeViolations(container)
  })

  it("hides the clinic link outside a clinic, and products and cart before approval", () => {
    renderView(<SiteHeader signedIn approved={false} inClinic={false} cartCount={0} onSignOut={vi.fn()} />)
    expect(nav().queryByRole("link", { name: "Clinic" })).not.toBeInTheDocument()
    expect(nav().queryByRole("link", { name: "Products" })).not.toBeInTheDocument()
    expect(nav().queryByRole("link", { name: /cart/i })).not.toBeInTheDocument()
    expect(nav().getByRole("link", { name: "Account" })).toBeInTheDocument()
  })

  it("says 1 item in the singular", () => {
    renderView(<SiteHeader signedIn approved inClinic={false} cartCount={1} onSignOut={vi.fn()} />)
    expect(nav().getByRole("link", { name: "Cart 1 item" })).toBeInTheDocument()
  })
})

describe("site header for those who approve", () => {
  it("shows the count of requests waiting for approval by the clinic link, and nothing when none wait", () => {
    const { unmount } = renderView(<SiteHeader signedIn approved inClinic cartCount={0} pendingApprovals={2} onSignOut={vi.fn()} />)
    expect(nav().getByRole("link", { name: "Clinic 2 requests waiting for approval" })).toHaveAttribute("href", "/clinic")
    unmount()
    renderView(<SiteHeader signedIn approved inClinic cartCount={0} pendingApprovals={0} onSignOut={vi.fn()} />)
    expect(nav().getByRole("link", { name: "Clinic" })).toBeInTheDocument()
  })
})
