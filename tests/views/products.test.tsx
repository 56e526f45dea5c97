import { screen, waitFor } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { describe, expect, it, vi } from "vitest"
import { ProductDetailView } from "../../src/features/products/product-detail-view"
import { ProductListView } from "../../src/features/products/product-list-view"
import type { ProductCardData } from "../../src/models/product-model"
import { expectNoAxeViolations } from "../support/axe"
import { renderView } from "../support/render-view"

const eeg: ProductCardData = {
  id: "prod_1",
  handle: "eeg-kit",
  title: "EEG kit",
  description: "Home EEG recording kit",
  thumbnail: null,
  categories: [],
  optionTitle: null,
  variants: [{ id: "variant_1", title: "Kit", price: { amount: 12500, currencyCode: "eur" }, inStock: true }],
  variantId: "variant_1",
  price: { amount: 12500, currencyCode: "eur" },
  priceVaries: false,
  content: {},
}
const amh: ProductCardData = {
  ...eeg,
  id: "prod_2",
  handle: "amh-test",
  title: "AMH test",
  description: "Fertility hormone test",
  variants: [{ id: "variant_2", title: "Kit", price: { amount: 3000, currencyCode: "jpy" }, inStock: true }],
  variantId: "variant_2",
  price: { amount: 3000, currencyCode: "jpy" },
}
/** Three turnarounds: the express one is sold out. */
const panel: ProductCardData = {
  ...eeg,
  id: "prod_3",
  handle: "gene-panel",
  title: "Gene panel",
  optionTitle: "Turnaround",
  variants: [
    { id: "variant_std", title: "Standard", price: { amount: 125000, currencyCode: "eur" }, inStock: true },
    { id: "variant_rapid", title: "Rapid", price: { amount: 185000, currencyCode: "eur" }, inStock: true },
    { id: "variant_express", title: "Express", price: { amount: 250000, currencyCode: "eur" }, inStock: false },
  ],
  variantId: "variant_std",
  price: { amount: 125000, currencyCode: "eur" },
  priceVaries: true,
}

describe("product list", () => {
  it("lists name, description, price in the region's currency and Add to cart", async () => {
    const { container } = renderView(<ProductListView status="ready" products={[eeg, amh]} onAddToCart={vi.fn()} />)
    expect(screen.getByRole("heading", { level: 1, name: "Products" })).toBeInTheDocument()
    expect(screen.getByRole("link", { name: "EEG kit" })).toHaveAttribute("href", "/products/eeg-kit")
    expect(screen.getByText("Home EEG recording kit")).toBeInTheDocument()
    expect(screen.getByText("€125.00")).toBeInTheDocument()
    expect(screen.getByText("¥3,000")).toBeInTheDocument()
    expect(screen.getAllByRole("button", { name: /Add to cart: / })).toHaveLength(2)
    await expectNoAxeViolations(container)
  })

  it("adds the chosen product, busy while adding", async () => {
    const user = userEvent.setup()
    let finish: () => void = () => undefined
    const onAddToCart = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)))
    renderView(<ProductListView status="ready" products={[eeg, amh]} onAddToCart={onAddToCart} />)
    await user.click(screen.getByRole("button", { name: "Add to cart: AMH test" }))
    expect(onAddToCart).toHaveBeenCalledWith(amh)
    expect(screen.getByRole("button", { name: "Add to cart: AMH test" })).toHaveTextContent("Adding…")
    finish()
    await waitFor(() => expect(screen.getByRole("button", { name: "Add to cart: AMH test" })).toHaveTextContent("Add to cart"))
  })

  it("keeps a failed add silent (the error catalogue: logged only)", async () => {
    const user = userEvent.setup()
    renderView(<ProductListView status="ready" products={[eeg]} onAddToCart={vi.fn().mockRejectedValue(new Error("At most 5 per order."))} />)
    await user.click(screen.getByRole("button", { name: "Add to cart: EEG kit" }))
    expect(await screen.findByText("Add to cart")).toBeInTheDocument()
    expect(screen.queryByRole("alert")).not.toBeInTheDocument()
  })

  it("has loading, empty and error states", async () => {
    const onRetry = vi.fn()
    const { rerender } = renderView(<ProductListView status="loading" products={[]} onAddToCart={vi.fn()} />)
    expect(screen.getByRole("status")).toHaveTextContent("Loading…")
    rerender(<ProductListView status="ready" products={[]} onAddToCart={vi.fn()} />)
    expect(screen.getByText("There are no products available to you yet.")).toBeInTheDocument()
    rerender(<ProductListView status="error" error={{ kind: "connection", message: "ECONNREFUSED 127.0.0.1" }} onRetry={onRetry} products={[]} onAddToCart={vi.fn()} />)
    expect(screen.getByRole("alert")).toHaveTextContent("We could not reach the store")
    expect(screen.queryByText(/ECONNREFUSED/)).not.toBeInTheDocument()
    await userEvent.click(screen.getByRole("button", { name: "Try again" }))
    expect(onRetry).toHaveBeenCalled()
  })
})

describe("product page", () => {
  it("says the product can be purchased and offers Add to cart", async () => {
    const onAddToCart = vi.fn().mockResolvedValue(undefined)
    const { container } = renderView(<ProductDetailView status="ready" product={eeg} canPurchase onAddToCart={onAddToCart} />)
    expect(screen.getByRole("heading", { level: 1, name: "EEG kit" })).toBeInTheDocument()
    expect(screen.getByText("You can order this product.")).toBeInTheDocument()
    await userEvent.click(screen.getByRole("button", { name: "Add to cart: EEG kit" }))
    expect(onAddToCart).toHaveBeenCalledWith(eeg, 1)
    await expectNoAxeViolations(container)
  })

  it("says whether it can be ordered before the button, and adds the quantity chosen", async () => {
    const user = userEvent.setup()
    const onAddToCart = vi.fn().mockResolvedValue(undefined)
    renderView(<ProductDetailView status="ready" product={eeg} canPurchase onAddToCart={onAddToCart} />)
    const notice = screen.getByText("You can order this product.")
    const button = screen.getByRole("button", { name: "Add to cart: EEG kit" })
    expect(notice.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    const quantity = screen.getByRole("spinbutton", { name: "Quantity" })
    await user.clear(quantity)
    await user.type(quantity, "3")
    await user.click(button)
    expect(onAddToCart).toHaveBeenCalledWith(eeg, 3)
  })

  it("shows the sections staff wrote (what is tested, sample type, preparation, turnaround, results), only those with a text", () => {
    const withContent = { ...eeg, content: { tested: "AMH in serum", sample_type: "Finger-prick blood", results: "In your account within 5 days" } }
    renderView(<ProductDetailView status="ready" product={withContent} canPurchase onAddToCart={vi.fn()} />)
    expect(screen.getByRole("heading", { level: 2, name: "What is tested" })).toBeInTheDocument()
    expect(screen.getByText("AMH in serum")).toBeInTheDocument()
    expect(screen.getByRole("heading", { level: 2, name: "Sample type" })).toBeInTheDocument()
    expect(screen.getByRole("heading", { level: 2, name: "How results arrive" })).toBeInTheDocument()
    expect(screen.queryByRole("heading", { name: "Preparation" })).not.toBeInTheDocument()
  })

  it("says when it cannot be purchased, without Add to cart", () => {
    renderView(<ProductDetailView status="ready" product={eeg} canPurchase={false} onAddToCart={vi.fn()} />)
    expect(screen.getByText("This product is not available for you to order.")).toBeInTheDocument()
    expect(screen.queryByRole("button", { name: /Add to cart/ })).not.toBeInTheDocument()
  })

  it("says it is checking while the purchase check runs", () => {
    renderView(<ProductDetailView status="ready" product={eeg} canPurchase={null} onAddToCart={vi.fn()} />)
    expect(screen.getByRole("status")).toHaveTextContent("Checking whether you can order this product")
  })
})

describe("product options", () => {
  it("lists a product whose options cost differently with a \"from\" price", () => {
    renderView(<ProductListView status="ready" products={[panel, eeg]} onAddToCart={vi.fn()} />)
    expect(screen.getByText("from €1,250.00")).toBeInTheDocument()
    expect(screen.getByText("€125.00")).toBeInTheDocument()
  })

  it("on the grid, asks for the option of a product that has several instead of adding the first", async () => {
    const user = userEvent.setup()
    const onAddToCart = vi.fn().mockResolvedValue(undefined)
    const { container } = renderView(<ProductListView status="ready" products={[panel, eeg]} onAddToCart={onAddToCart} />)
    const choice = screen.getByRole("combobox", { name: "Turnaround for Gene panel" })
    expect(choice).toHaveValue("")
    await user.click(screen.getByRole("button", { name: "Add to cart: Gene panel" }))
    expect(onAddToCart).not.toHaveBeenCalled()
    expect(screen.getByRole("alert")).toHaveTextContent("Choose Turnaround first.")
    expect(choice).toHaveFocus()
    expect(screen.getByRole("option", { name: /Express/ })).toBeDisabled()
    await user.selectOptions(choice, "variant_rapid")
    await user.click(screen.getByRole("button", { name: "Add to cart: Gene panel" }))
    expect(onAddToCart).toHaveBeenCalledWith(expect.objectContaining({ id: "prod_3", variantId: "variant_rapid" }))
    // A product with one option adds it directly.
    await user.click(screen.getByRole("button", { name: "Add to cart: EEG kit" }))
    expect(onAddToCart).toHaveBeenLastCalledWith(eeg)
    await expectNoAxeViolations(container)
  })

  it("offers the options as a radio group with their prices, the sold-out one marked and not selectable", async () => {
    const { container } = renderView(<ProductDetailView status="ready" product={panel} canPurchase onAddToCart={vi.fn()} />)
    const group = screen.getByRole("group", { name: "Turnaround" })
    expect(group).toBeInTheDocument()
    expect(screen.getByRole("radio", { name: /Standard/ })).toBeChecked()
    expect(screen.getByRole("radio", { name: /Rapid.*€1,850\.00/ })).toBeEnabled()
    const express = screen.getByRole("radio", { name: /Express.*Out of stock/ })
    expect(express).toBeDisabled()
    await expectNoAxeViolations(container)
  })

  it("puts the chosen option in the cart and shows its price", async () => {
    const user = userEvent.setup()
    const onAddToCart = vi.fn().mockResolvedValue(undefined)
    renderView(<ProductDetailView status="ready" product={panel} canPurchase onAddToCart={onAddToCart} />)
    await user.click(screen.getByRole("radio", { name: /Rapid/ }))
    expect(screen.getByText("€1,850.00", { selector: "p.price" })).toBeInTheDocument()
    await user.click(screen.getByRole("button", { name: "Add to cart: Gene panel" }))
    expect(onAddToCart).toHaveBeenCalledWith(expect.objectContaining({ id: "prod_3", variantId: "variant_rapid" }), 1)
  })

  it("can be chosen with the keyboard (arrow keys move within the group)", async () => {
    const user = userEvent.setup()
    renderView(<ProductDetailView status="ready" product={panel} canPurchase onAddToCart={vi.fn()} />)
    screen.getByRole("radio", { name: /Standard/ }).focus()
    await user.keyboard("{ArrowDown}")
    expect(screen.getByRole("radio", { name: /Rapid/ })).toBeChecked()
  })
})

describe("product page while loading", () => {
  it("still has a page heading", () => {
    renderView(<ProductDetailView status="loading" product={null} canPurchase={null} onAddToCart={vi.fn()} />)
    expect(screen.getByRole("heading", { level: 1, name: "Products" })).toBeInTheDocument()
    expect(screen.getByRole("status")).toHaveTextContent("Loading…")
  })
})
