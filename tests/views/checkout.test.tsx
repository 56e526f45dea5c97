import { screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import type { ReactNode } from "react"
import { beforeEach, describe, expect, it, vi } from "vitest"
import type { CheckoutDetails } from "../../src/features/checkout/checkout-model"
import { CheckoutView, type CheckoutViewProps } from "../../src/features/checkout/checkout-view"
import { toAddressValues } from "../../src/ui/address-fields"
import { expectNoAxeViolations } from "../support/axe"
import { renderView } from "../support/render-view"

const stripe = vi.hoisted(() => {
  const confirmCardPayment = vi.fn(async () => ({}))
  return {
    loadStripe: vi.fn(async () => ({})),
    confirmCardPayment,
    instance: { confirmCardPayment: (...args: unknown[]) => confirmCardPayment(...(args as [])) },
    elements: { getElement: () => ({}) },
  }
})
vi.mock("@stripe/stripe-js/pure", () => ({ loadStripe: stripe.loadStripe }))
vi.mock("@stripe/react-stripe-js", () => ({
  Elements: ({ children }: { children: ReactNode }) => <div data-testid="stripe-elements">{children}</div>,
  CardElement: () => <input aria-label="Card number" />,
  useStripe: () => stripe.instance,
  useElements: () => stripe.elements,
}))

const address = toAddressValues({ first_name: "Olivia", last_name: "Owner", address_1: "1 Clinic Road", city: "Aarhus", postal_code: "8000", country_code: "dk" })
const details: CheckoutDetails = { email: "billing@north.example", shipping_address: address, billing_address: address }

function renderCheckout(overrides: Partial<CheckoutViewProps> = {}) {
  const props: CheckoutViewProps = {
    status: "ready",
    lines: [{ id: "item_1", title: "EEG kit", quantity: 2, unitPrice: 12500 }],
    currencyCode: "eur",
    taxRatePercent: 25,
    details,
    shipping: { name: "Standard shipping", amount: 1000 },
    payment: { provider: "manual" },
    ready: true,
    placing: false,
    onSaveDetails: vi.fn().mockResolvedValue(undefined),
    onPlaceOrder: vi.fn(),
    ...overrides,
  }
  return { ...renderView(<CheckoutView {...props} />), props }
}

const stripeScripts = () => document.querySelectorAll('script[src*="stripe"]')

beforeEach(() => {
  stripe.loadStripe.mockClear()
  stripe.confirmCardPayment.mockReset().mockResolvedValue({})
})

describe("checkout", { timeout: 30_000 }, () => {
  it("prefills email and addresses, shows the automatic shipping and the summary with tax and shipping", async () => {
    const { container } = renderCheckout()
    expect(screen.getByRole("heading", { level: 1, name: "Checkout" })).toBeInTheDocument()
    expect(screen.getByLabelText("Email")).toHaveValue("billing@north.example")
    const shipping = screen.getByRole("group", { name: "Shipping address" })
    expect(within(shipping).getByLabelText("City")).toHaveValue("Aarhus")
    expect(screen.getByText("Standard shipping")).toBeInTheDocument()
    const summary = screen.getByRole("complementary", { name: "Order summary" })
    expect(within(summary).getByText("Tax (25%)").nextSibling).toHaveTextContent("€62.50")
    expect(within(summary).getByText("Shipping").nextSibling).toHaveTextContent("€10.00")
    expect(within(summary).getAllByText("Total").at(-1)?.nextSibling).toHaveTextContent("€322.50")
    await expectNoAxeViolations(container)
  })

  it("places a manual-payment order without loading any card script", async () => {
    const user = userEvent.setup()
    const { props } = renderCheckout()
    expect(screen.getByText(/manual payment/)).toBeInTheDocument()
    await user.click(screen.getByRole("button", { name: "Place order" }))
    expect(props.onPlaceOrder).toHaveBeenCalledOnce()
    expect(stripe.loadStripe).not.toHaveBeenCalled()
    expect(stripeScripts()).toHaveLength(0)
    expect(screen.queryByTestId("stripe-elements")).not.toBeInTheDocument()
  })

  it("keeps Place order disabled until the cart is ready", () => {
    renderCheckout({ ready: false })
    expect(screen.getByRole("button", { name: "Place order" })).toBeDisabled()
    expect(screen.getByText(/Checkout is getting ready/)).toBeInTheDocument()
  })

  it("saves edited details and blocks placing the order until saved", async () => {
    const user = userEvent.setup()
    const { props } = renderCheckout()
    const email = screen.getByLabelText("Email")
    await user.clear(email)
    await user.type(email, "orders@north.example")
    expect(screen.getByRole("button", { name: "Place order" })).toBeDisabled()
    expect(screen.getByText("Save your changed details before placing the order.")).toBeInTheDocument()
    await user.click(screen.getByRole("button", { name: "Save details" }))
    expect(props.onSaveDetails).toHaveBeenCalledWith({ ...details, email: "orders@north.example" })
  })

  it("can be completed with the keyboard only", async () => {
    const user = userEvent.setup()
    const { props } = renderCheckout()
    const place = screen.getByRole("button", { name: "Place order" })
    for (let i = 0; i < 80 && document.activeElement !== place; i++) await user.tab()
    expect(place).toHaveFocus()
    await user.keyboard("{Enter}")
    expect(props.onPlaceOrder).toHaveBeenCalledOnce()
  })

  it("loads Stripe's card element only for a card session, confirms the card, then places the order", async () => {
    const user = userEvent.setup()
    const { props, container } = renderCheckout({ payment: { provider: "stripe", clientSecret: "pi_secret_1" }, stripePublishableKey: "pk_test_1" })
    expect(await screen.findByLabelText("Card number", {}, { timeout: 10_000 })).toBeInTheDocument()
    expect(stripe.loadStripe).toHaveBeenCalledWith("pk_test_1")
    const place = screen.getByRole("button", { name: "Place order" })
    await waitFor(() => expect(place).toBeEnabled(), { timeout: 10_000 })
    await user.click(place)
    expect(stripe.confirmCardPayment).toHaveBeenCalledWith("pi_secret_1", { payment_method: { card: {} } })
    await waitFor(() => expect(props.onPlaceOrder).toHaveBeenCalledOnce())
    await expectNoAxeViolations(container)
  })

  it("does not place the order when the card is declined", async () => {
    const user = userEvent.setup()
    stripe.confirmCardPayment.mockResolvedValue({ error: { message: "Your card was declined (raw)" } })
    const { props } = renderCheckout({ payment: { provider: "stripe", clientSecret: "pi_secret_2" }, stripePublishableKey: "pk_test_1" })
    const place = await screen.findByRole("button", { name: "Place order" })
    await waitFor(() => expect(place).toBeEnabled(), { timeout: 10_000 })
    await user.click(place)
    expect(await screen.findByRole("alert")).toHaveTextContent("The card could not be charged")
    expect(props.onPlaceOrder).not.toHaveBeenCalled()
  })

  it("says payment is being prepared while there is no payment session", () => {
    renderCheckout({ payment: null })
    expect(screen.getByText("Preparing payment…")).toBeInTheDocument()
    expect(screen.getByRole("button", { name: "Place order" })).toBeDisabled()
  })

  it("shows a friendly error when placing the order fails", () => {
    renderCheckout({ placeError: { status: 403, message: "product not purchasable: prod_1" } })
    expect(screen.getByRole("alert")).toHaveTextContent("You are not allowed to do that.")
  })
})
