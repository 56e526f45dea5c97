import { screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { describe, expect, it, vi } from "vitest"
import type { CartLine } from "../../src/models/cart-model"
import { CartView, type CartViewProps } from "../../src/features/cart/cart-view"
import { UnservedCountryNotice } from "../../src/ui/unserved-country"
import { expectNoAxeViolations } from "../support/axe"
import { renderView } from "../support/render-view"

const lines: CartLine[] = [
  { id: "item_1", title: "EEG kit", quantity: 2, unitPrice: 12500, subtotal: 25000, productId: "prod_eeg", thumbnail: "https://cdn.test/eeg.webp" },
  { id: "item_2", title: "AMH test", quantity: 1, unitPrice: 3000, subtotal: 3000 },
]
/** Medusa's totals: its tax includes the shipping's, which a sum of the lines at the rate would miss. */
const totals = { subtotal: 28000, shipping: 0, tax: 7000, discount: 0, giftCard: 0, total: 35000 }

function renderCart(overrides: Partial<CartViewProps> = {}) {
  const props: CartViewProps = {
    status: "ready",
    lines,
    totals,
    currencyCode: "eur",
    taxRatePercent: 25,
    onChangeQuantity: vi.fn(),
    onRemove: vi.fn(),
    onCheckout: vi.fn(),
    ...overrides,
  }
  return { ...renderView(<CartView {...props} />), props }
}

describe("cart", () => {
  it("shows items, quantities and totals with tax", async () => {
    const { container } = renderCart()
    expect(screen.getByRole("heading", { level: 1, name: "Your cart" })).toBeInTheDocument()
    const eeg = screen.getByRole("row", { name: /EEG kit/ })
    expect(within(eeg).getByLabelText("Quantity of EEG kit")).toHaveValue(2)
    expect(within(eeg).getByText("€250.00")).toBeInTheDocument()
    const totals = screen.getByRole("complementary", { name: "Total" })
    expect(within(totals).getByText("Subtotal").nextSibling).toHaveTextContent("€280.00")
    expect(within(totals).getByText("Tax (25%)").nextSibling).toHaveTextContent("€70.00")
    expect(within(totals).getAllByText("Total").at(-1)?.nextSibling).toHaveTextContent("€350.00")
    await expectNoAxeViolations(container)
  })

  it("shows each line's picture and links its name to the product", () => {
    renderCart()
    const eeg = screen.getByRole("row", { name: /EEG kit/ })
    expect(within(eeg).getByRole("link", { name: "EEG kit" })).toHaveAttribute("href", "/products/prod_eeg")
    expect(within(eeg).getByRole("img", { name: "Picture of EEG kit" })).toHaveAttribute("src", "https://cdn.test/eeg.webp")
    // A line whose product Medusa did not name: no link, a neutral picture.
    const amh = screen.getByRole("row", { name: /AMH test/ })
    expect(within(amh).queryByRole("link")).not.toBeInTheDocument()
    expect(within(amh).getByRole("img", { name: /AMH test/ })).toBeInTheDocument()
  })

  it("steps a quantity with the arrow keys and the + and − buttons, sent as one change once the presses pause", async () => {
    const user = userEvent.setup()
    const { props } = renderCart()
    const quantity = screen.getByLabelText("Quantity of EEG kit")
    quantity.focus()
    await user.keyboard("{ArrowUp}{ArrowUp}")
    expect(quantity).toHaveValue(4)
    await vi.waitFor(() => expect(props.onChangeQuantity).toHaveBeenCalledWith("item_1", 4))
    expect(props.onChangeQuantity).toHaveBeenCalledTimes(1)
    // At 1, − is not offered (Remove removes the line).
    expect(screen.getByRole("button", { name: "Decrease the quantity of AMH test" })).toBeDisabled()
    await user.click(screen.getByRole("button", { name: "Increase the quantity of AMH test" }))
    await vi.waitFor(() => expect(props.onChangeQuantity).toHaveBeenCalledWith("item_2", 2))
  })

  it("during a change shows Medusa's previous total marked as updating, never a computed one", () => {
    renderCart({ updating: true })
    const summary = screen.getByRole("complementary", { name: "Total" })
    expect(within(summary).getAllByText("Total").at(-1)?.nextSibling).toHaveTextContent(/^€350\.00\s*\(updating\)$/)
    expect(screen.getByRole("button", { name: "Checkout" })).toBeDisabled()
  })

  it("changes a quantity on Enter and removes an item", async () => {
    const user = userEvent.setup()
    const { props } = renderCart()
    const quantity = screen.getByLabelText("Quantity of AMH test")
    await user.clear(quantity)
    await user.type(quantity, "3{Enter}")
    expect(props.onChangeQuantity).toHaveBeenCalledWith("item_2", 3)
    await user.click(screen.getByRole("button", { name: "Remove EEG kit" }))
    expect(props.onRemove).toHaveBeenCalledWith("item_1")
  })

  it("asks before removing a line when 0 is typed, and keeps it when the customer declines", async () => {
    const user = userEvent.setup()
    const { props } = renderCart()
    const quantity = screen.getByLabelText("Quantity of AMH test")
    await user.clear(quantity)
    await user.type(quantity, "0{Enter}")
    expect(props.onChangeQuantity).not.toHaveBeenCalled()
    const dialog = screen.getByRole("alertdialog", { name: "Remove AMH test from the cart?" })
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }))
    expect(props.onRemove).not.toHaveBeenCalled()
    expect(quantity).toHaveValue(1)
    await user.clear(quantity)
    await user.type(quantity, "-2{Enter}")
    await user.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Remove" }))
    expect(props.onRemove).toHaveBeenCalledWith("item_2")
  })

  it("states the most a line holds and refuses more, with the reason by the field", async () => {
    const user = userEvent.setup()
    const { props, container } = renderCart()
    const quantity = screen.getByLabelText("Quantity of AMH test")
    expect(quantity).toHaveAccessibleDescription("At most 100 per line.")
    await user.clear(quantity)
    await user.type(quantity, "100000")
    await user.tab()
    expect(props.onChangeQuantity).not.toHaveBeenCalled()
    expect(quantity).toHaveAttribute("aria-invalid", "true")
    expect(quantity).toHaveAccessibleDescription("A line holds at most 100. Enter 100 or fewer.")
    await expectNoAxeViolations(container)
    await user.clear(quantity)
    await user.type(quantity, "100{Enter}")
    expect(props.onChangeQuantity).toHaveBeenCalledWith("item_2", 100)
  })

  it("names the variant of each line", () => {
    renderCart({ lines: [{ id: "item_3", title: "Gene panel", description: "Rapid (10 days)", quantity: 1, unitPrice: 185000, subtotal: 185000 }] })
    const row = screen.getByRole("row", { name: /Gene panel/ })
    expect(within(row).getByText("Rapid (10 days)")).toBeInTheDocument()
    expect(within(row).getByLabelText("Quantity of Gene panel – Rapid (10 days)")).toHaveValue(1)
    expect(within(row).getByRole("button", { name: "Remove Gene panel – Rapid (10 days)" })).toBeInTheDocument()
  })

  it("goes to checkout, not while the cart is updating", async () => {
    const user = userEvent.setup()
    const { props, rerender } = renderCart()
    await user.click(screen.getByRole("button", { name: "Checkout" }))
    expect(props.onCheckout).toHaveBeenCalledOnce()
    rerender(<CartView {...props} updating />)
    expect(screen.getByRole("button", { name: "Checkout" })).toBeDisabled()
    expect(screen.getByText("Updating your cart…")).toBeInTheDocument()
  })

  it("says an empty cart is empty and links to products", async () => {
    const { container } = renderCart({ lines: [] })
    expect(screen.getByText("Your cart is empty.")).toBeInTheDocument()
    expect(screen.getByRole("link", { name: "Browse products" })).toHaveAttribute("href", "/products")
    expect(screen.queryByRole("button", { name: "Checkout" })).not.toBeInTheDocument()
    await expectNoAxeViolations(container)
  })

  it("shows zero-decimal currencies whole", () => {
    renderCart({
      currencyCode: "krw",
      taxRatePercent: 10,
      lines: [{ id: "i", title: "Kit", quantity: 1, unitPrice: 50000, subtotal: 50000 }],
      totals: { subtotal: 50000, shipping: 0, tax: 5000, discount: 0, giftCard: 0, total: 55000 },
    })
    expect(screen.getAllByText("₩50,000").length).toBeGreaterThan(0)
    expect(screen.getByText("₩5,000")).toBeInTheDocument()
  })
})

describe("a customer whose country no region serves", () => {
  it("is told in one sentence, in the page's language, whom to contact (no spinner, no connection error)", async () => {
    const { container } = renderView(<UnservedCountryNotice title="Your cart" country="no" />)
    expect(screen.getByRole("status")).toHaveTextContent("We do not deliver to Norway yet, so products and the cart are not available to you.")
    expect(screen.getByRole("link", { name: /Contact us/ })).toHaveAttribute("href", "/contact")
    expect(screen.queryByText(/connection/)).not.toBeInTheDocument()
    await expectNoAxeViolations(container)
  })

  it("names the country in Danish and Spanish too", () => {
    const { unmount } = renderView(<UnservedCountryNotice title="Din kurv" country="no" />, { language: "da" })
    expect(screen.getByRole("status")).toHaveTextContent("Vi leverer endnu ikke til Norge")
    unmount()
    renderView(<UnservedCountryNotice title="Tu carrito" country="no" />, { language: "es" })
    expect(screen.getByRole("status")).toHaveTextContent("Todavía no hacemos envíos a Noruega")
  })
})

describe("a cart waiting for approval", () => {
  it("disables −, +, the quantity and Remove and says why, instead of trying changes the server refuses", async () => {
    const { props, container } = renderCart({ frozenReason: "This cart is waiting for your clinic's approval." })
    expect(screen.getByText("This cart is waiting for your clinic's approval.")).toBeInTheDocument()
    const eeg = screen.getByRole("row", { name: /EEG kit/ })
    expect(within(eeg).getByLabelText("Quantity of EEG kit")).toBeDisabled()
    for (const button of within(eeg).getAllByRole("button")) expect(button).toBeDisabled()
    await userEvent.click(within(eeg).getByRole("button", { name: "Remove EEG kit" }))
    expect(props.onRemove).not.toHaveBeenCalled()
    await expectNoAxeViolations(container)
  })

  it("says before checkout that the order needs approval, with the server's figures", () => {
    renderCart({ approvalNotice: "This order needs your clinic's approval: it is $2.50 over your limit per order ($100.00)." })
    expect(screen.getByText(/it is \$2\.50 over your limit per order/)).toBeInTheDocument()
  })
})
