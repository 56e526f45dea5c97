import { screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { describe, expect, it, vi } from "vitest"
import { CartDiscountCodes } from "../../src/ui/cart-discount-codes"
import { CartView } from "../../src/features/cart/cart-view"
import { DiscountCodeField } from "../../src/ui/discount-code-field"
import { expectNoAxeViolations } from "../support/axe"
import { startCart } from "../support/cart-harness"
import { readyCart } from "../support/fixtures"
import { renderView } from "../support/render-view"

const line = { id: "item_1", title: "EEG kit", quantity: 2, unitPrice: 12500, subtotal: 25000 }

describe("discount code field", () => {
  it("applies the code typed (trimmed, on Enter) and empties the field", async () => {
    const user = userEvent.setup()
    const onApply = vi.fn()
    renderView(<DiscountCodeField codes={[]} refusal={null} busy={false} onApply={onApply} onRemove={vi.fn()} />)
    expect(screen.getByRole("button", { name: "Apply" })).toBeDisabled()
    await user.type(screen.getByLabelText("Discount code"), "  WELCOME10 {Enter}")
    expect(onApply).toHaveBeenCalledWith("WELCOME10")
    expect(screen.getByLabelText("Discount code")).toHaveValue("")
  })

  it("shows the server's reason for a refusal as an alert by the field, and lists applied codes with Remove", async () => {
    const user = userEvent.setup()
    const onRemove = vi.fn()
    const { container } = renderView(
      <DiscountCodeField codes={["WELCOME10"]} refusal={'discounts: code "SUMMER" expired on 2026-08-31'} busy={false} onApply={vi.fn()} onRemove={onRemove} />
    )
    const alert = screen.getByRole("alert")
    expect(alert).toHaveTextContent('The code was not accepted: discounts: code "SUMMER" expired on 2026-08-31')
    expect(screen.getByLabelText("Discount code")).toHaveAccessibleDescription(alert.textContent ?? "")
    const applied = screen.getByRole("list", { name: "Codes applied" })
    expect(within(applied).getByText("WELCOME10")).toBeInTheDocument()
    await user.click(screen.getByRole("button", { name: "Remove code WELCOME10" }))
    expect(onRemove).toHaveBeenCalledWith("WELCOME10")
    await expectNoAxeViolations(container)
  })

  it("takes no code while the cart is frozen", () => {
    renderView(<DiscountCodeField codes={["WELCOME10"]} refusal={null} busy={false} disabled onApply={vi.fn()} onRemove={vi.fn()} />)
    expect(screen.getByLabelText("Discount code")).toBeDisabled()
    expect(screen.getByRole("button", { name: "Remove code WELCOME10" })).toBeDisabled()
  })

  it("is shown in the cart's summary above Medusa's totals, whose discount is its own line", () => {
    renderView(
      <CartView
        status="ready"
        lines={[line]}
        totals={{ subtotal: 25000, shipping: 0, tax: 5625, discount: 2500, giftCard: 0, total: 28125 }}
        currencyCode="eur"
        taxRatePercent={25}
        onChangeQuantity={vi.fn()}
        onRemove={vi.fn()}
        onCheckout={vi.fn()}
        discountCodes={<DiscountCodeField codes={["WELCOME10"]} refusal={null} busy={false} onApply={vi.fn()} onRemove={vi.fn()} />}
      />
    )
    const summary = screen.getByRole("complementary", { name: "Total" })
    expect(within(summary).getByLabelText("Discount code")).toBeInTheDocument()
    expect(within(summary).getByText("Discount").nextSibling).toHaveTextContent("−€25.00")
    expect(within(summary).getAllByText("Total").at(-1)?.nextSibling).toHaveTextContent("€281.25")
  })

  it("sends the code to the cart machine and shows the server's refusal it keeps", async () => {
    const user = userEvent.setup()
    const refusal = Object.assign(new Error('discounts: code "NOPE" is unknown'), { status: 400 })
    const applyDiscountCodes = vi.fn(async ({ codes }: { codes: string[] }) =>
      codes.includes("NOPE") ? Promise.reject(refusal) : { ...readyCart, id: "cart_ready", discounts: codes.map((code) => ({ code })) }
    )
    const { actor } = startCart({
      services: { readStoredCartId: vi.fn(async () => "cart_ready"), retrieveCart: vi.fn(async () => ({ ...readyCart, id: "cart_ready" })), applyDiscountCodes },
    })
    await waitFor(() => expect(actor.getSnapshot().value).toBe("active"))
    renderView(<CartDiscountCodes cart={actor} />)
    await user.type(screen.getByLabelText("Discount code"), "WELCOME10{Enter}")
    expect(await screen.findByRole("button", { name: "Remove code WELCOME10" })).toBeInTheDocument()
    expect(applyDiscountCodes).toHaveBeenCalledWith({ cartId: "cart_ready", codes: ["WELCOME10"] })
    await user.type(screen.getByLabelText("Discount code"), "NOPE{Enter}")
    expect(await screen.findByRole("alert")).toHaveTextContent('discounts: code "NOPE" is unknown')
    actor.stop()
  })

  it("shows the gift card field beside the discount code field, and what gift cards pay as their own line", async () => {
    const user = userEvent.setup()
    const setGiftCards = vi.fn(async ({ codes }: { codes: string[] }) => ({ ...readyCart, id: "cart_ready", gift_cards: codes.map((code) => ({ code })) }))
    const { actor } = startCart({
      services: { readStoredCartId: vi.fn(async () => "cart_ready"), retrieveCart: vi.fn(async () => ({ ...readyCart, id: "cart_ready" })), setGiftCards },
    })
    await waitFor(() => expect(actor.getSnapshot().value).toBe("active"))
    renderView(<CartDiscountCodes cart={actor} />)
    await user.type(screen.getByLabelText("Gift card"), "GIFT-AAAA{Enter}")
    expect(await screen.findByRole("button", { name: "Remove gift card GIFT-AAAA" })).toBeInTheDocument()
    expect(setGiftCards).toHaveBeenCalledWith({ cartId: "cart_ready", codes: ["GIFT-AAAA"] })
    actor.stop()
  })

  it("lists what gift cards pay in Medusa's totals", () => {
    renderView(
      <CartView
        status="ready"
        lines={[line]}
        totals={{ subtotal: 25000, shipping: 0, tax: 6250, discount: 0, giftCard: 10000, total: 21250 }}
        currencyCode="eur"
        taxRatePercent={25}
        onChangeQuantity={vi.fn()}
        onRemove={vi.fn()}
        onCheckout={vi.fn()}
      />
    )
    const summary = screen.getByRole("complementary", { name: "Total" })
    expect(within(summary).getByText("Gift card").nextSibling).toHaveTextContent("−€100.00")
  })
})
