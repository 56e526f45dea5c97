import { render, screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { createMemoryRouter, RouterProvider } from "react-router-dom"
import { describe, expect, it, vi } from "vitest"
import { createRoutes } from "../../src/app/routes"
import { IdentityProvider } from "../../src/identity/identity-context"
import { ApiError } from "../../src/api/errors"
import { approvedOwner, createFakeApi } from "../support/fake-api"
import { createFakeIdentity } from "../support/fake-identity"

const eegKit = { id: "prod_eeg", handle: "eeg-kit", title: "EEG kit", description: "Home EEG recording kit", variants: [{ id: "var_eeg", prices: [{ amount: 12500, currency_code: "dkk" }] }] }
const long = { timeout: 10_000 }

/** The storefront's routes over the fake API and identity, opened at `path`; returns the router. */
function renderStorefront(api: ReturnType<typeof createFakeApi>, identity: ReturnType<typeof createFakeIdentity>, path: string) {
  const router = createMemoryRouter(createRoutes({ api }), { initialEntries: [path] })
  render(
    <IdentityProvider identity={identity}>
      <RouterProvider router={router} />
    </IdentityProvider>
  )
  return router
}

describe("the storefront journey with the real machines over fake services", { timeout: 60_000 }, () => {
  it("signs in, adds to the cart, checks out, sees the confirmation, and signs out", async () => {
    const user = userEvent.setup()
    const identity = createFakeIdentity({ accounts: [{ email: "owner@example.com", password: "correct horse battery" }] })
    const api = createFakeApi(approvedOwner, { signedIn: false, products: [eegKit] })
    const router = renderStorefront(api, identity, "/login")

    await user.type(await screen.findByLabelText("Email", {}, long), "owner@example.com")
    await user.type(screen.getByLabelText("Password"), "correct horse battery")
    await user.click(screen.getByRole("button", { name: "Sign in" }))
    expect(await screen.findByRole("heading", { level: 1, name: "Products" }, long)).toBeInTheDocument()
    expect(api.store.login).toHaveBeenCalledWith("fake-token:store:owner@example.com")

    await user.click(await screen.findByRole("button", { name: "Add to cart: EEG kit" }, long))
    // Once the line is in the cart the shopper is on the cart page, which names the item just added.
    expect(await screen.findByRole("heading", { level: 1, name: "Your cart" }, long)).toBeInTheDocument()
    expect(await screen.findByText("EEG kit added to your cart", {}, long)).toHaveAttribute("aria-live", "polite")
    const nav = within(screen.getByRole("navigation", { name: "Main" }))
    await waitFor(() => expect(nav.getByRole("link", { name: "Cart 1 item" })).toBeInTheDocument(), long)
    expect(screen.getByRole("row", { name: /EEG kit/ })).toBeInTheDocument()

    await user.click(screen.getByRole("button", { name: "Checkout" }))
    expect(await screen.findByRole("heading", { level: 1, name: "Checkout" }, long)).toBeInTheDocument()
    // The cart is complete: the checkout opens at the review, which shows the email it will use.
    expect(await screen.findByRole("region", { name: "Check your order" }, long)).toHaveTextContent("billing@north.example")
    const place = screen.getByRole("button", { name: "Place order" })
    await waitFor(() => expect(place).toBeEnabled(), long)
    await user.click(place)
    expect(await screen.findByRole("heading", { level: 1, name: "Order confirmed" }, long)).toBeInTheDocument()
    expect(router.state.location.pathname).toBe("/order/confirmed/order_1")
    expect(api.carts.complete).toHaveBeenCalled()
    // The confirmation shows the order the completion answered: it is not fetched again.
    expect(await screen.findByText("Order number #42")).toBeInTheDocument()
    expect(api.store.findOrder).not.toHaveBeenCalled()

    await user.click(nav.getByRole("button", { name: "Sign out" }))
    expect(await screen.findByRole("heading", { level: 1, name: "Sign in" }, long)).toBeInTheDocument()
    expect(router.state.location.pathname).toBe("/login")
    expect(identity.calls).toContain("signOut")
  })

  it("announces a details save the backend refused at checkout, and keeps what was typed", async () => {
    const user = userEvent.setup()
    const identity = createFakeIdentity({ signedInAs: "owner@example.com" })
    const api = createFakeApi(approvedOwner, { products: [eegKit] })
    renderStorefront(api, identity, "/products")
    await user.click(await screen.findByRole("button", { name: "Add to cart: EEG kit" }, long))
    await user.click(await screen.findByRole("button", { name: "Checkout" }, long))
    await waitFor(() => expect(screen.getByRole("button", { name: "Place order" })).toBeEnabled(), long)

    // Medusa answers 400 not_allowed "Shipping country not in region" for an address outside the cart's region.
    vi.mocked(api.carts.update).mockRejectedValueOnce(new ApiError("invalid_request", "Shipping country not in region", { status: 400, type: "not_allowed" }))
    await user.click(within(screen.getByRole("region", { name: "Check your order" })).getByRole("link", { name: "Change shipping address" }))
    await user.click(await screen.findByRole("button", { name: "Change shipping address" }, long))
    const shipping = within(screen.getByRole("group", { name: "Shipping address" }))
    await user.clear(shipping.getByLabelText("City"))
    await user.type(shipping.getByLabelText("City"), "Odense")
    await user.click(screen.getByRole("button", { name: "Continue to delivery" }))
    expect(await screen.findByRole("alert", {}, long)).toHaveTextContent(
      "Your details were not saved. Shipping address: Denmark (DK) is not in your cart's region."
    )
    expect(shipping.getByLabelText("City")).toHaveValue("Odense")
    expect(screen.getByRole("button", { name: "Place order" })).toBeDisabled()
    expect(screen.queryByText("Saved")).not.toBeInTheDocument()
  })

  it("prepares again on opening checkout what failed in the background (the shipping method), then places the order", async () => {
    const user = userEvent.setup()
    const identity = createFakeIdentity({ accounts: [{ email: "owner@example.com", password: "correct horse battery" }] })
    const api = createFakeApi(approvedOwner, { signedIn: false, products: [eegKit] })
    const addShippingMethod = api.carts.addShippingMethod as ReturnType<typeof vi.fn>
    const works = addShippingMethod.getMockImplementation()!
    addShippingMethod.mockImplementationOnce(() => Promise.reject(new Error("busy")))
    renderStorefront(api, identity, "/login")
    await user.type(await screen.findByLabelText("Email", {}, long), "owner@example.com")
    await user.type(screen.getByLabelText("Password"), "correct horse battery")
    await user.click(screen.getByRole("button", { name: "Sign in" }))
    await user.click(await screen.findByRole("button", { name: "Add to cart: EEG kit" }, long))
    // Once the line is in the cart the shopper is on the cart page, which names the item just added.
    expect(await screen.findByRole("heading", { level: 1, name: "Your cart" }, long)).toBeInTheDocument()
    expect(await screen.findByText("EEG kit added to your cart", {}, long)).toHaveAttribute("aria-live", "polite")
    await waitFor(() => expect(addShippingMethod).toHaveBeenCalledTimes(1), long)
    await waitFor(() => expect(api.carts.createPaymentSessions).toHaveBeenCalled(), long)
    expect(works).toBeTypeOf("function")

    await user.click(screen.getByRole("button", { name: "Checkout" }))
    expect(await screen.findByRole("heading", { level: 1, name: "Checkout" }, long)).toBeInTheDocument()
    await waitFor(() => expect(addShippingMethod).toHaveBeenCalledTimes(2), long)
    const place = screen.getByRole("button", { name: "Place order" })
    await waitFor(() => expect(place).toBeEnabled(), long)
    await user.click(place)
    expect(await screen.findByRole("heading", { level: 1, name: "Order confirmed" }, long)).toBeInTheDocument()
  })

  it("shows a refused order placement and places the order on the next click", async () => {
    const user = userEvent.setup()
    const identity = createFakeIdentity({ signedInAs: "owner@example.com" })
    const api = createFakeApi(approvedOwner, { products: [eegKit] })
    vi.mocked(api.carts.complete).mockRejectedValueOnce(new ApiError("connection", "Network Error", {}))
    const router = renderStorefront(api, identity, "/products")
    await user.click(await screen.findByRole("button", { name: "Add to cart: EEG kit" }, long))
    await user.click(await screen.findByRole("button", { name: "Checkout" }, long))
    const place = await screen.findByRole("button", { name: "Place order" }, long)
    await waitFor(() => expect(place).toBeEnabled(), long)
    await user.click(place)
    expect(await screen.findByRole("alert", {}, long)).toHaveTextContent("We could not reach the store. Check your connection and try again.")
    expect(router.state.location.pathname).toBe("/checkout")
    await waitFor(() => expect(place).toBeEnabled(), long)
    await user.click(place)
    expect(await screen.findByRole("heading", { level: 1, name: "Order confirmed" }, long)).toBeInTheDocument()
    expect(api.carts.complete).toHaveBeenCalledTimes(2)
  })
})

describe("adding to the cart", { timeout: 60_000 }, () => {
  it("takes the shopper to the cart, which names the item and leads back to the page it was added on", async () => {
    const user = userEvent.setup()
    const identity = createFakeIdentity({ signedInAs: "owner@example.com" })
    const api = createFakeApi(approvedOwner, { products: [eegKit] })
    const router = renderStorefront(api, identity, "/products?q=eeg")
    await user.click(await screen.findByRole("button", { name: "Add to cart: EEG kit" }, long))
    expect(await screen.findByRole("heading", { level: 1, name: "Your cart" }, long)).toBeInTheDocument()
    expect(router.state.location.pathname).toBe("/cart")
    expect(await screen.findByText("EEG kit added to your cart", {}, long)).toHaveAttribute("role", "status")
    expect(screen.getByRole("row", { name: /EEG kit/ })).toBeInTheDocument()
    await user.click(screen.getByRole("link", { name: "Continue shopping" }))
    expect(await screen.findByRole("heading", { level: 1, name: "Products" }, long)).toBeInTheDocument()
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe("/products?q=eeg")
  })

  it("keeps the shopper on the page when the item is refused, with no message (the error catalogue: logged only)", async () => {
    const user = userEvent.setup()
    const identity = createFakeIdentity({ signedInAs: "owner@example.com" })
    const api = createFakeApi(approvedOwner, { products: [eegKit] })
    vi.mocked(api.carts.addLineItem).mockRejectedValueOnce(new ApiError("invalid_request", "At most 5 of this product per order.", { status: 400, type: "not_allowed" }))
    const router = renderStorefront(api, identity, "/products")
    await user.click(await screen.findByRole("button", { name: "Add to cart: EEG kit" }, long))
    await waitFor(() => expect(screen.getByRole("button", { name: "Add to cart: EEG kit" })).toBeEnabled(), long)
    expect(vi.mocked(api.carts.addLineItem)).toHaveBeenCalled()
    expect(router.state.location.pathname).toBe("/products")
    expect(screen.queryByRole("alert")).not.toBeInTheDocument()
  })
})

describe("a page load of an approved customer", () => {
  it("mounts the page once while the application status is decided: an early click on Add to cart is not lost", async () => {
    // A cart id kept from an earlier visit makes the cart take one more step before it is ready.
    localStorage.setItem("clinic_store_cart_id", "cart_old")
    localStorage.setItem("clinic_store_cart_owner", approvedOwner.id)
    const user = userEvent.setup()
    const identity = createFakeIdentity({ signedInAs: "owner@example.com" })
    const api = createFakeApi(approvedOwner, { products: [eegKit] })
    const router = renderStorefront(api, identity, "/products")
    const visited: string[] = []
    const unsubscribe = router.subscribe((state) => visited.push(state.location.pathname))
    await user.click(await screen.findByRole("button", { name: "Add to cart: EEG kit" }, long))
    // Once the line is in the cart the shopper is on the cart page, which names the item just added.
    expect(await screen.findByRole("heading", { level: 1, name: "Your cart" }, long)).toBeInTheDocument()
    expect(await screen.findByText("EEG kit added to your cart", {}, long)).toHaveAttribute("aria-live", "polite")
    unsubscribe()
    expect(visited).not.toContain("/apply")
    expect(api.carts.addLineItem).toHaveBeenCalledTimes(1)
  })
})
