import { screen } from "@testing-library/react"
import { describe, expect, it, vi } from "vitest"
import type { OrderEdit } from "../../src/api/order-edits"
import { OrderEditChanges } from "../../src/features/order-edit/order-edit-changes"
import { OrderDetailView } from "../../src/features/orders/order-detail-view"
import type { OrderData } from "../../src/models/order-model"
import { expectNoAxeViolations } from "../support/axe"
import { renderView } from "../support/render-view"

const order: OrderData = { id: "order_7", display_id: 7, created_at: "2026-11-20T10:00:00.000Z", currency_code: "eur", total: 10000, payment_status: "awaiting", fulfillment_status: "not_fulfilled" }

const line = (id: string, title: string, quantity: number) => ({ id, title, description: "Standard", quantity, unit_price: 5000 })

const edit: OrderEdit = {
  id: "oe_1",
  order_id: "order_7",
  status: "requested",
  changes: [
    { id: "oic_1", type: "item_add", line_item: line("item_2", "Vitamin D test", 1), original_line_item: null },
    { id: "oic_2", type: "item_update", line_item: line("item_3", "AMH test", 2), original_line_item: line("item_1", "AMH test", 1) },
    { id: "oic_3", type: "item_remove", line_item: null, original_line_item: line("item_4", "Exome", 1) },
  ],
  items: [],
  subtotal: 15000,
  discount_total: 0,
  shipping_total: 0,
  tax_total: 0,
  total: 15000,
  difference_due: 5000,
  payment_collection_id: "paycol_1",
  declined_reason: null,
  requested_at: "2026-11-21T10:00:00.000Z",
}

describe("order edits in the order's pages", { timeout: 30_000 }, () => {
  it("the order's page offers an edit that waits for the customer, and says nothing otherwise", async () => {
    const { container, unmount } = renderView(<OrderDetailView status="ready" order={{ ...order, requested_edit_ids: ["oe_1"] }} onLoadResult={vi.fn()} />)
    expect(screen.getByText("The store proposes a change to this order.")).toBeInTheDocument()
    expect(screen.getByRole("link", { name: "Review the change" })).toHaveAttribute("href", "/orders/order_7/edits/oe_1")
    await expectNoAxeViolations(container)
    unmount()
    renderView(<OrderDetailView status="ready" order={{ ...order, requested_edit_ids: [] }} onLoadResult={vi.fn()} />)
    expect(screen.queryByRole("link", { name: "Review the change" })).toBeNull()
  })

  it("names each change: added, quantity changed, removed", () => {
    renderView(<OrderEditChanges edit={edit} />)
    const items = screen.getAllByRole("listitem").map((item) => item.textContent)
    expect(items).toEqual(["Added: 1 × Vitamin D test – Standard", "Quantity changed: AMH test – Standard, 1 → 2", "Removed: 1 × Exome – Standard"])
  })

  it("speaks Danish", () => {
    renderView(<OrderEditChanges edit={edit} />, { language: "da" })
    expect(screen.getByRole("heading", { name: "Hvad ændres" })).toBeInTheDocument()
    expect(screen.getAllByRole("listitem")[0]).toHaveTextContent("Tilføjet: 1 × Vitamin D test – Standard")
  })
})
