import { screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { useState } from "react"
import { describe, expect, it, vi } from "vitest"
import type { SavedAddress } from "../../src/api/customers"
import type { CheckoutDetails } from "../../src/features/checkout/checkout-model"
import { CheckoutView, type CheckoutViewProps } from "../../src/features/checkout/checkout-view"
import { toAddressValues } from "../../src/ui/address-fields"
import { expectNoAxeViolations } from "../support/axe"
import { fakeSession, renderView } from "../support/render-view"

const clinicAddress = toAddressValues({ first_name: "Olivia", last_name: "Owner", address_1: "1 Clinic Road", city: "Aarhus", postal_code: "8000", country_code: "dk" })
const details: CheckoutDetails = { email: "billing@north.example", shipping_address: clinicAddress, billing_address: clinicAddress }
const saved: SavedAddress[] = [
  { id: "addr_home", first_name: "Ida", last_name: "Holm", address_1: "Nørregade 1", city: "København", postal_code: "1165", country_code: "dk" },
  { id: "addr_lab", first_name: "Lab", last_name: "Desk", company: "North Lab", address_1: "2 Lab Street", city: "Odense", postal_code: "5000", country_code: "dk" },
]

function renderCheckout(overrides: Partial<CheckoutViewProps> = {}) {
  const props: CheckoutViewProps = {
    status: "ready",
    lines: [{ id: "item_1", title: "EEG kit", quantity: 1, unitPrice: 12500, subtotal: 12500 }],
    totals: { subtotal: 12500, shipping: 1000, tax: 3375, discount: 0, giftCard: 0, total: 16875 },
    currencyCode: "dkk",
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
    savedAddresses: saved,
    onSaveToAddressBook: vi.fn().mockResolvedValue(undefined),
    ...overrides,
  }
  // The address step (a complete cart would open at the review).
  return { ...renderView(<SavingCheckout {...props} />, { session: fakeSession({ regionCountries: ["dk"] }), path: "/checkout?step=address" }), props }
}

/** The checkout whose cart takes the saved details (as the cart machine does), so the form shows them as saved. */
function SavingCheckout(props: CheckoutViewProps) {
  const [current, setCurrent] = useState(props.details)
  return (
    <CheckoutView
      {...props}
      details={current}
      onSaveDetails={async (next) => {
        await props.onSaveDetails(next)
        setCurrent(next)
      }}
    />
  )
}

describe("checkout with an address book", { timeout: 30_000 }, () => {
  it("offers the saved addresses and a new one; the cart's own address (the clinic's contact person) is the new one", async () => {
    const user = userEvent.setup()
    const { container } = renderCheckout()
    // The cart's address is one line; "Change" offers the saved ones and a new one.
    expect(screen.getByText("Olivia Owner, 1 Clinic Road, 8000 Aarhus, Denmark")).toBeInTheDocument()
    await user.click(screen.getByRole("button", { name: "Change shipping address" }))
    const choice = screen.getByRole("group", { name: "Ship to" })
    expect(within(choice).getByRole("radio", { name: "Ida Holm, Nørregade 1, 1165 København, Denmark" })).not.toBeChecked()
    expect(within(choice).getByRole("radio", { name: "Lab Desk, North Lab, 2 Lab Street, 5000 Odense, Denmark" })).not.toBeChecked()
    expect(within(choice).getByRole("radio", { name: "A new address" })).toBeChecked()
    expect(within(screen.getByRole("group", { name: "Shipping address" })).getByLabelText("First name")).toHaveValue("Olivia")
    await expectNoAxeViolations(container)
  })

  it("fills the shipping address from the saved one picked and saves it on the cart", async () => {
    const user = userEvent.setup()
    const { props } = renderCheckout()
    await user.click(screen.getByRole("button", { name: "Change shipping address" }))
    await user.click(screen.getByRole("radio", { name: "Ida Holm, Nørregade 1, 1165 København, Denmark" }))
    // A saved address is chosen in one line: the full form is only for a new address.
    expect(screen.getByRole("radio", { name: "Ida Holm, Nørregade 1, 1165 København, Denmark" })).toBeChecked()
    expect(screen.queryByRole("group", { name: "Shipping address" })).not.toBeInTheDocument()
    // A saved address is in the book already: nothing to add.
    expect(screen.queryByRole("checkbox", { name: "Save this address to my address book" })).not.toBeInTheDocument()
    await user.click(screen.getByRole("button", { name: "Continue to delivery" }))
    await waitFor(() => expect(props.onSaveDetails).toHaveBeenCalledOnce())
    expect(vi.mocked(props.onSaveDetails).mock.calls[0][0].shipping_address).toMatchObject({ first_name: "Ida", address_1: "Nørregade 1", city: "København" })
    // Billing same as shipping is on by default: the billing address follows the chosen one.
    expect(vi.mocked(props.onSaveDetails).mock.calls[0][0].billing_address).toMatchObject({ first_name: "Ida", address_1: "Nørregade 1" })
    expect(props.onSaveToAddressBook).not.toHaveBeenCalled()
  })

  it("a new address can be saved to the book with the details, then the delivery step follows", async () => {
    const user = userEvent.setup()
    const { props } = renderCheckout()
    await user.click(screen.getByRole("button", { name: "Change shipping address" }))
    await user.click(screen.getByRole("radio", { name: "A new address" }))
    const shipping = within(screen.getByRole("group", { name: "Shipping address" }))
    // The cart's own address is the new one already: it is replaced field by field.
    const retype = async (field: HTMLElement, value: string) => {
      await user.clear(field)
      await user.type(field, value)
    }
    await retype(shipping.getByLabelText("First name"), "Lab")
    await retype(shipping.getByLabelText("Last name"), "Desk")
    await retype(shipping.getByLabelText(/^Company/), "North Lab")
    await retype(shipping.getByLabelText("Address"), "3 Lab Street")
    await retype(shipping.getByLabelText("Postal code"), "5000")
    await retype(shipping.getByLabelText("City"), "Odense")
    expect(screen.getByRole("radio", { name: "A new address" })).toBeChecked()
    await user.click(screen.getByRole("checkbox", { name: "Save this address to my address book" }))
    await user.click(screen.getByRole("button", { name: "Continue to delivery" }))
    await waitFor(() => expect(props.onSaveToAddressBook).toHaveBeenCalledOnce())
    expect(props.onSaveToAddressBook).toHaveBeenCalledWith(expect.objectContaining({ first_name: "Lab", company: "North Lab", address_1: "3 Lab Street", address_2: null, country_code: "dk" }))
    expect(await screen.findByRole("heading", { name: "Delivery" })).toBeInTheDocument()
  })

  it("says the details are saved when only adding to the book failed", async () => {
    const user = userEvent.setup()
    const { props } = renderCheckout({ onSaveToAddressBook: vi.fn().mockRejectedValue(new Error("offline")) })
    await user.click(screen.getByRole("button", { name: "Change shipping address" }))
    await user.click(screen.getByRole("radio", { name: "Ida Holm, Nørregade 1, 1165 København, Denmark" }))
    await user.click(screen.getByRole("radio", { name: "A new address" }))
    const shipping = screen.getByRole("group", { name: "Shipping address" })
    expect(within(shipping).getByLabelText("Address")).toHaveValue("")
    await user.type(within(shipping).getByLabelText("First name"), "Nina")
    await user.type(within(shipping).getByLabelText("Last name"), "Berg")
    await user.type(within(shipping).getByLabelText("Address"), "Havnegade 4")
    await user.type(within(shipping).getByLabelText("Postal code"), "1058")
    await user.type(within(shipping).getByLabelText("City"), "København")
    await user.click(screen.getByRole("checkbox", { name: "Save this address to my address book" }))
    await user.click(screen.getByRole("button", { name: "Continue to delivery" }))
    await waitFor(() => expect(props.onSaveDetails).toHaveBeenCalledOnce())
    expect(await screen.findByText("The details are saved, but the address could not be added to your address book.")).toBeInTheDocument()
  })

  it("requires the recipient's first and last name in the shipping address before saving (checkoutDetailsBody)", async () => {
    const user = userEvent.setup()
    const { props } = renderCheckout({ savedAddresses: [] })
    await user.click(screen.getByRole("button", { name: "Change shipping address" }))
    const shipping = within(screen.getByRole("group", { name: "Shipping address" }))
    await user.clear(shipping.getByLabelText("First name"))
    await user.clear(shipping.getByLabelText("Last name"))
    await user.click(screen.getByRole("button", { name: "Continue to delivery" }))
    expect(await screen.findByRole("alert")).toHaveTextContent("Your details were not saved. Correct the marked fields, then save again.")
    expect(shipping.getByLabelText("First name")).toHaveAccessibleDescription("First name: this is required.")
    expect(shipping.getByLabelText("Last name")).toHaveAccessibleDescription("Last name: this is required.")
    await waitFor(() => expect(shipping.getByLabelText("First name")).toHaveFocus())
    expect(props.onSaveDetails).not.toHaveBeenCalled()
  })
})
