import { screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { describe, expect, it, vi } from "vitest"
import type { CheckoutDetails } from "../../src/features/checkout/checkout-model"
import { useCheckoutShipping } from "../../src/features/checkout/checkout-shipping"
import { CheckoutView, type CheckoutViewProps } from "../../src/features/checkout/checkout-view"
import { ApiProvider } from "../../src/api/api-provider"
import type { CardStep } from "../../src/features/checkout/payment-section"
import { toAddressValues } from "../../src/ui/address-fields"
import { expectNoAxeViolations } from "../support/axe"
import { createFakeApi } from "../support/fake-api"
import { fakeCustomer, fakeSession, renderView } from "../support/render-view"

const address = toAddressValues({ first_name: "Olivia", last_name: "Owner", address_1: "1 Clinic Road", city: "Aarhus", postal_code: "8000", country_code: "dk" })
const details: CheckoutDetails = { email: "billing@north.example", shipping_address: address, billing_address: address }

/** An individual customer: the email at checkout is theirs to edit (a clinic's is its billing email, read-only). */
const individual = fakeCustomer({ clinic: null, clinic_role: null })

/** The address step (`?step=address`); without it the checkout opens at the first step the cart lacks (review here). */
const ADDRESS_STEP = "/checkout?step=address"

/** A complete cart at checkout: one line, Medusa's totals, the automatic shipping and an invoice payment. */
function baseProps(): CheckoutViewProps {
  return {
    status: "ready",
    lines: [{ id: "item_1", title: "EEG kit", quantity: 2, unitPrice: 12500, subtotal: 25000 }],
    // Medusa's totals: 25 % tax on the items and on the shipping.
    totals: { subtotal: 25000, shipping: 1000, tax: 6500, discount: 0, giftCard: 0, total: 32500 },
    currencyCode: "eur",
    taxRatePercent: 25,
    details,
    shipping: { name: "Standard shipping", amount: 1000 },
    payment: { provider: "manual" },
    ready: true,
    paymentReady: true,
    paymentComplete: true,
    placing: false,
    onSaveDetails: vi.fn().mockResolvedValue(undefined),
    onPlaceOrder: vi.fn(),
  }
}

function renderCheckout(overrides: Partial<CheckoutViewProps> = {}, regionCountries = ["dk"], path = "/checkout", customer = individual) {
  const props: CheckoutViewProps = { ...baseProps(), ...overrides }
  return { ...renderView(<CheckoutView {...props} />, { session: fakeSession({ regionCountries, customer }), path }), props }
}

/** Opens the shipping address's form (a complete address is one line with "Change"). */
async function changeShipping(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole("button", { name: "Change shipping address" }))
}

/** Unticks "Billing address same as shipping" (on by default) and opens the billing address's form. */
async function billSeparately(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole("checkbox", { name: "Billing address same as shipping" }))
  const change = screen.queryByRole("button", { name: "Change billing address" })
  if (change) await user.click(change)
}

const stripeScripts = () => document.querySelectorAll('script[src*="stripe"]')

/** The card step as the checkout payment actor would give it. */
function cardStep(overrides: Partial<CardStep> = {}): CardStep {
  return { phase: "ready", reason: null, element: null, onReady: vi.fn(), onChange: vi.fn(), onLoadError: vi.fn(), onRetry: vi.fn(), ...overrides }
}

describe("checkout", { timeout: 30_000 }, () => {
  it("prefills email and addresses, shows the automatic shipping and the summary with tax and shipping", async () => {
    const user = userEvent.setup()
    const review = renderCheckout()
    expect(screen.getByRole("region", { name: "Check your order" })).toHaveTextContent("Standard shipping (€10.00)")
    review.unmount()
    const { container } = renderCheckout({}, ["dk"], ADDRESS_STEP)
    expect(screen.getByRole("heading", { level: 1, name: "Checkout" })).toBeInTheDocument()
    expect(screen.getByLabelText("Email")).toHaveValue("billing@north.example")
    await changeShipping(user)
    const shipping = screen.getByRole("group", { name: "Shipping address" })
    expect(within(shipping).getByLabelText("City")).toHaveValue("Aarhus")
    const summary = screen.getByRole("complementary", { name: "Order summary" })
    expect(within(summary).getByText("Tax (25%)").nextSibling).toHaveTextContent("€65.00")
    expect(within(summary).getByText("Shipping").nextSibling).toHaveTextContent("€10.00")
    expect(within(summary).getAllByText("Total").at(-1)?.nextSibling).toHaveTextContent("€325.00")
    await expectNoAxeViolations(container)
  })

  it("an invoice says how and when to pay, and places the order without any card script", async () => {
    const user = userEvent.setup()
    const { props } = renderCheckout()
    expect(screen.getByText("Pay by invoice")).toBeInTheDocument()
    expect(screen.getByText(/we send an invoice to your billing email/)).toBeInTheDocument()
    expect(screen.getByText(/within 30 days of the invoice date/)).toBeInTheDocument()
    await user.click(screen.getByRole("button", { name: "Place order" }))
    expect(props.onPlaceOrder).toHaveBeenCalledOnce()
    expect(stripeScripts()).toHaveLength(0)
    expect(screen.queryByRole("group", { name: "Card details" })).not.toBeInTheDocument()
  })

  it("keeps Place order disabled until the cart is ready", () => {
    renderCheckout({ ready: false })
    expect(screen.getByRole("button", { name: "Place order" })).toBeDisabled()
    expect(screen.getByText(/Checkout is getting ready/)).toBeInTheDocument()
  })

  it("says the recipient's name is needed when the shipping address names nobody, and keeps Place order disabled", () => {
    const unnamed = { ...details, shipping_address: { ...address, first_name: "", last_name: "" } }
    renderCheckout({ ready: false, details: unnamed })
    expect(screen.getByRole("button", { name: "Place order" })).toBeDisabled()
    expect(screen.getByText(/Enter the recipient's first and last name in the shipping address/)).toHaveAttribute("role", "status")
  })

  it("shows a clinic member the clinic's billing email, read-only, saying mails and invoices go there", async () => {
    renderCheckout({}, ["dk"], ADDRESS_STEP, fakeCustomer())
    const email = screen.getByLabelText("Email")
    expect(email).toHaveValue("billing@north.example")
    expect(email).toHaveAttribute("readonly")
    expect(screen.getByText("Order confirmations and invoices go to your clinic's billing email.")).toBeInTheDocument()
  })

  it("saves edited details and blocks placing the order until saved", async () => {
    const user = userEvent.setup()
    const { props } = renderCheckout({}, ["dk"], ADDRESS_STEP)
    const email = screen.getByLabelText("Email")
    await user.clear(email)
    await user.type(email, "orders@north.example")
    expect(screen.getByRole("button", { name: "Place order" })).toBeDisabled()
    expect(screen.getByText("Save your changed details before placing the order.")).toBeInTheDocument()
    await user.click(screen.getByRole("button", { name: "Continue to delivery" }))
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

  it("a card session mounts Stripe's Payment Element in the shopper's locale, reports it to the machine and places the order when ready", async () => {
    const user = userEvent.setup()
    // A stand-in for Stripe's object (unit test): what @stripe/react-stripe-js calls on it.
    const listeners: Record<string, (payload: unknown) => void> = {}
    const element = { mount: vi.fn(), destroy: vi.fn(), update: vi.fn(), on: vi.fn((event: string, handler: (payload: unknown) => void) => void (listeners[event] = handler)), off: vi.fn() }
    const elements = { create: vi.fn(() => element), update: vi.fn(), getElement: vi.fn() }
    const stripe = { elements: vi.fn(() => elements), createToken: vi.fn(), createPaymentMethod: vi.fn(), confirmCardPayment: vi.fn() }
    const card = cardStep({ element: { provider: stripe, clientSecret: "pi_secret_1" } })
    const { props, container } = renderCheckout({ payment: { provider: "stripe", clientSecret: "pi_secret_1" }, card }, ["dk"], "/checkout?step=payment")
    const group = screen.getByRole("group", { name: "Card details" })
    await vi.waitFor(() => expect(element.mount).toHaveBeenCalledWith(group.firstElementChild))
    expect(stripe.elements).toHaveBeenCalledWith(expect.objectContaining({ clientSecret: "pi_secret_1", locale: "en" }))
    expect(elements.create).toHaveBeenCalledWith("payment", expect.anything())
    await vi.waitFor(() => expect(listeners.ready).toBeDefined())
    listeners.ready({ elementType: "payment" })
    expect(card.onReady).toHaveBeenCalledWith(elements)
    listeners.change({ complete: true, empty: false, value: { type: "mobilepay" } })
    expect(card.onChange).toHaveBeenCalledWith(true)
    // The view loads no script itself: the checkout payment actor's loadCardProvider does.
    expect(stripeScripts()).toHaveLength(0)
    await user.click(screen.getByRole("button", { name: "Place order" }))
    expect(props.onPlaceOrder).toHaveBeenCalledOnce()
    await expectNoAxeViolations(container)
  })

  it("with a card not yet typed, opens at the payment step (not the review), says nothing is ready, and Continue to review says what is missing", async () => {
    const user = userEvent.setup()
    const card = cardStep({ phase: "ready" })
    renderCheckout({ payment: { provider: "stripe", clientSecret: "pi_secret_1" }, card, paymentReady: false, paymentComplete: false }, ["dk"], "/checkout?step=review")
    expect(screen.queryByRole("heading", { name: "Check your order" })).toBeNull()
    expect(screen.getByRole("group", { name: "Card details" })).toBeVisible()
    expect(screen.queryByText("Ready: placing the order charges the total shown.")).toBeNull()
    expect(screen.getByRole("button", { name: "Place order" })).toBeDisabled()
    await user.click(screen.getByRole("button", { name: "Continue to review" }))
    expect(screen.getByRole("alert")).toHaveTextContent("Enter the card number, expiry date and security code to continue.")
    expect(screen.getByRole("group", { name: "Card details" })).toBeVisible()
  })

  it("keeps Place order disabled while the card form loads", () => {
    renderCheckout({ payment: { provider: "stripe", clientSecret: "pi_secret_1" }, card: cardStep({ phase: "loading" }), paymentReady: false })
    expect(screen.getByText("Loading the card form…")).toBeInTheDocument()
    expect(screen.getByRole("button", { name: "Place order" })).toBeDisabled()
  })

  it("says the bank is checking the payment during 3-D Secure", () => {
    renderCheckout({ payment: { provider: "stripe", clientSecret: "pi_secret_1" }, card: cardStep({ phase: "authenticating" }), placing: true })
    expect(screen.getByText("Confirm the payment with your bank in the window that opened.")).toBeInTheDocument()
  })

  it("says the card could not be charged, with the card provider's reason, when the payment actor reports a decline", async () => {
    renderCheckout({
      payment: { provider: "stripe", clientSecret: "pi_secret_2" },
      card: cardStep({ phase: "declined", reason: "Your card was declined." }),
      cardError: "Your card was declined.",
    })
    const alerts = await screen.findAllByRole("alert")
    expect(alerts.map((alert) => alert.textContent)).toEqual([
      "Your card was not charged. Check the details or use another card, then place the order again. Your card was declined.",
      "The card could not be charged. Check the details and try again.",
    ])
  })

  it("offers to load the card form again when it failed", async () => {
    const user = userEvent.setup()
    const card = cardStep({ phase: "failed" })
    renderCheckout({ payment: { provider: "stripe", clientSecret: "pi_secret_2" }, card, paymentReady: false })
    expect(screen.getByRole("alert")).toHaveTextContent("The card form could not be loaded.")
    await user.click(screen.getByRole("button", { name: "Try again" }))
    expect(card.onRetry).toHaveBeenCalledOnce()
  })

  it("says payment is being prepared while there is no payment session", () => {
    renderCheckout({ payment: null })
    expect(screen.getAllByText("Preparing payment…")[0]).toBeInTheDocument()
    expect(screen.getByRole("button", { name: "Place order" })).toBeDisabled()
  })

  it("shows a friendly error when placing the order fails", () => {
    renderCheckout({ placeError: { status: 403, message: "product not purchasable: prod_1" } })
    expect(screen.getByRole("alert")).toHaveTextContent("You are not allowed to do that.")
  })

  it("offers the cart region's countries, and does not send a prefilled address outside it: names the country and the region's, focuses the field", async () => {
    const user = userEvent.setup()
    // The clinic's billing address (prefilled) is in Norway, outside the cart's region.
    const norway = { ...address, country_code: "no" }
    const { props } = renderCheckout({ details: { ...details, shipping_address: norway } }, ["dk", "se"], ADDRESS_STEP)
    await changeShipping(user)
    const shipping = within(screen.getByRole("group", { name: "Shipping address" }))
    const country = shipping.getByLabelText("Country")
    expect(within(country).getAllByRole("option").map((option) => option.textContent)).toEqual(["Choose a country", "Denmark", "Norway", "Sweden"])
    await user.clear(shipping.getByLabelText("City"))
    await user.type(shipping.getByLabelText("City"), "Oslo")
    await user.click(screen.getByRole("button", { name: "Continue to delivery" }))
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Your details were not saved. Shipping address: Norway (NO) is not in your cart's region. Use an address in Denmark (DK) or Sweden (SE)."
    )
    expect(props.onSaveDetails).not.toHaveBeenCalled()
    expect(country).toHaveValue("no")
    expect(country).toHaveAttribute("aria-invalid", "true")
    expect(country).toHaveAccessibleDescription(/Norway \(NO\) is not in your cart's region/)
    expect(country).toHaveFocus()
    await user.selectOptions(country, "Denmark")
    await user.click(screen.getByRole("button", { name: "Continue to delivery" }))
    expect(props.onSaveDetails).toHaveBeenCalledWith(expect.objectContaining({ shipping_address: expect.objectContaining({ country_code: "dk", city: "Oslo" }) }))
  })

  it("copies the shipping address to billing while \"Billing address same as shipping\" is ticked", async () => {
    const user = userEvent.setup()
    const billing = toAddressValues({ first_name: "Bo", last_name: "Bill", address_1: "2 Invoice Street", city: "Aarhus", postal_code: "8000", country_code: "dk" })
    const { props } = renderCheckout({ details: { ...details, billing_address: billing } }, ["dk"], ADDRESS_STEP)
    // The cart already bills elsewhere: the box starts unticked, the billing address one line with "Change".
    expect(screen.getByRole("checkbox", { name: "Billing address same as shipping" })).not.toBeChecked()
    await user.click(screen.getByRole("button", { name: "Change billing address" }))
    expect(screen.getByRole("group", { name: "Billing address" })).toBeInTheDocument()
    await user.click(screen.getByRole("checkbox", { name: "Billing address same as shipping" }))
    expect(screen.queryByRole("group", { name: "Billing address" })).not.toBeInTheDocument()
    await changeShipping(user)
    const shipping = within(screen.getByRole("group", { name: "Shipping address" }))
    await user.clear(shipping.getByLabelText("City"))
    await user.type(shipping.getByLabelText("City"), "Odense")
    await user.click(screen.getByRole("button", { name: "Continue to delivery" }))
    const saved = { ...address, city: "Odense" }
    expect(props.onSaveDetails).toHaveBeenCalledWith({ ...details, shipping_address: saved, billing_address: saved })
  })

  it("marks missing fields and a bad email before sending anything", async () => {
    const user = userEvent.setup()
    const { props } = renderCheckout({}, ["dk"], ADDRESS_STEP)
    expect(screen.getByRole("checkbox", { name: "Billing address same as shipping" })).toBeChecked()
    await billSeparately(user)
    await user.clear(screen.getByLabelText("Email"))
    await user.type(screen.getByLabelText("Email"), "orders-at-north")
    const billing = within(screen.getByRole("group", { name: "Billing address" }))
    await user.clear(billing.getByLabelText("City"))
    await user.click(screen.getByRole("button", { name: "Continue to delivery" }))
    expect(await screen.findByRole("alert")).toHaveTextContent("Your details were not saved. Correct the marked fields, then save again.")
    // The contract's checkoutDetailsBody: each rule said as the server's answer would say it.
    expect(screen.getByLabelText("Email")).toHaveAccessibleDescription("Email: enter a valid email address.")
    await waitFor(() => expect(screen.getByLabelText("Email")).toHaveFocus())
    expect(billing.getByLabelText("City")).toHaveAccessibleDescription("City: this is required.")
    expect(props.onSaveDetails).not.toHaveBeenCalled()
  })

  it("takes a field's mark and the alert away once the field is filled (billing following shipping too)", async () => {
    const user = userEvent.setup()
    renderCheckout({}, ["dk"], ADDRESS_STEP)
    await changeShipping(user)
    const shipping = within(screen.getByRole("group", { name: "Shipping address" }))
    await user.clear(shipping.getByLabelText("City"))
    await user.click(screen.getByRole("button", { name: "Continue to delivery" }))
    expect(await screen.findByRole("alert")).toHaveTextContent("Correct the marked fields")
    expect(shipping.getByLabelText("City")).toHaveAccessibleDescription("City: this is required.")
    await user.type(shipping.getByLabelText("City"), "Aarhus")
    await waitFor(() => expect(screen.queryByRole("alert")?.textContent ?? "").toBe(""))
    expect(shipping.getByLabelText("City")).not.toHaveAccessibleDescription("City: this is required.")
  })

  it("takes a refusal's alert away once the details are changed", async () => {
    const user = userEvent.setup()
    renderCheckout({ onSaveDetails: vi.fn().mockRejectedValue({ kind: "connection" }) }, ["dk"], ADDRESS_STEP)
    await changeShipping(user)
    const shipping = within(screen.getByRole("group", { name: "Shipping address" }))
    await user.type(shipping.getByLabelText("City"), " C")
    await user.click(screen.getByRole("button", { name: "Continue to delivery" }))
    expect(await screen.findByRole("alert")).toHaveTextContent("We could not reach the store.")
    await user.type(shipping.getByLabelText("City"), "D")
    await waitFor(() => expect(screen.queryByRole("alert")?.textContent ?? "").toBe(""))
  })

  it.each([
    ["a country the backend refuses", { status: 400, type: "not_allowed", message: "Billing country not in region" }, "Your details were not saved. Billing address: Denmark (DK) is not in your cart's region."],
    ["another 4xx", { status: 400, type: "invalid_data", message: "postal_code must be a string" }, "Your details were not saved. Some of the details are not valid. Please check them and try again."],
    ["a lost connection", { kind: "connection" }, "Your details were not saved. We could not reach the store. Check your connection and try again."],
  ])("announces %s and keeps what was typed", async (_what, error, message) => {
    const user = userEvent.setup()
    renderCheckout({ onSaveDetails: vi.fn().mockRejectedValue(error) }, ["dk"], ADDRESS_STEP)
    await billSeparately(user)
    const billing = within(screen.getByRole("group", { name: "Billing address" }))
    await user.clear(billing.getByLabelText("Postal code"))
    await user.type(billing.getByLabelText("Postal code"), "8200")
    await user.click(screen.getByRole("button", { name: "Continue to delivery" }))
    expect(await screen.findByRole("alert")).toHaveTextContent(message)
    expect(billing.getByLabelText("Postal code")).toHaveValue("8200")
    expect(screen.getByRole("button", { name: "Continue to delivery" })).toBeEnabled()
    await expectNoAxeViolations(document.body)
  })

  it("keeps the customer's typing when the cart's details change underneath (background preparation)", async () => {
    const user = userEvent.setup()
    const { rerender, props } = renderCheckout({}, ["dk"], ADDRESS_STEP)
    await user.clear(screen.getByLabelText("Email"))
    await user.type(screen.getByLabelText("Email"), "typed@north.example")
    rerender(<CheckoutView {...props} details={{ ...details, shipping_address: { ...address } }} />)
    rerender(<CheckoutView {...props} details={{ ...details, email: "server@north.example" }} />)
    expect(screen.getByLabelText("Email")).toHaveValue("typed@north.example")
  })

  it("starts with billing same as shipping off when the cart, arriving after the page, bills another place (a clinic)", () => {
    const empty = toAddressValues({})
    const { rerender, props } = renderCheckout({ status: "loading", details: { email: "", shipping_address: empty, billing_address: empty } }, ["dk"], ADDRESS_STEP)
    const clinicBilling = { ...address, company: "North Clinic", address_1: "9 Invoice Street", postal_code: "8200" }
    rerender(<CheckoutView {...props} status="ready" details={{ ...details, billing_address: clinicBilling }} />)
    expect(screen.getByRole("checkbox", { name: "Billing address same as shipping" })).not.toBeChecked()
    expect(screen.queryByText("Save your changed details before placing the order.")).not.toBeInTheDocument()
  })

  it("follows the cart's details while nothing was typed", () => {
    const { rerender, props } = renderCheckout({}, ["dk"], ADDRESS_STEP)
    rerender(<CheckoutView {...props} details={{ ...details, email: "server@north.example" }} />)
    expect(screen.getByLabelText("Email")).toHaveValue("server@north.example")
  })
  it("names the cart's shipping option in the shopper's language once the store's translations arrive", async () => {
    const api = createFakeApi()
    api.store.shippingOptionNames = vi.fn(async () => ({ so_dk: "Standardforsendelse" }))
    const methods = [{ price: 1000, shipping_option_id: "so_dk", shipping_option: { id: "so_dk", name: "Standard shipping" } }]
    function TranslatedCheckout() {
      return <CheckoutView {...baseProps()} shipping={useCheckoutShipping(methods)} />
    }
    const { container } = renderView(
      <ApiProvider api={api}>
        <TranslatedCheckout />
      </ApiProvider>,
      { session: fakeSession({ regionCountries: ["dk"], customer: individual }), path: "/checkout", language: "da" }
    )
    const review = screen.getByRole("region", { name: "Tjek din ordre" })
    await waitFor(() => expect(review).toHaveTextContent("Standardforsendelse (10,00 €)"))
    expect(api.store.shippingOptionNames).toHaveBeenCalledWith("da")
    await expectNoAxeViolations(container)
  })
})
