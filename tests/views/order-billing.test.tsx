import { screen } from "@testing-library/react"
import { describe, expect, it, vi } from "vitest"
import { ApiProvider } from "../../src/api/api-provider"
import { OrderBilling } from "../../src/features/orders/order-billing"
import { OrderDetailView } from "../../src/features/orders/order-detail-view"
import type { OrderData } from "../../src/models/order-model"
import { expectNoAxeViolations } from "../support/axe"
import { createFakeApi } from "../support/fake-api"
import { renderView } from "../support/render-view"

const order: OrderData = {
  id: "order_9",
  display_id: 9,
  created_at: "2026-11-20T10:00:00.000Z",
  currency_code: "eur",
  total: 12500,
  payment_status: "awaiting",
  fulfillment_status: "not_fulfilled",
  reference: "PO-2026-0042",
  invoice_number: "000042",
  invoice_available: true,
}

function renderOrder(shown: OrderData) {
  const api = createFakeApi()
  api.store.invoiceUrl = (id: string) => `https://api.store.test/store/orders/${id}/invoice`
  return renderView(
    <ApiProvider api={api}>
      <OrderDetailView status="ready" order={shown} onLoadResult={vi.fn()} billing={(o) => <OrderBilling order={o} />} />
    </ApiProvider>
  )
}

describe("the order page's invoice and reference", () => {
  it("shows the reference and the invoice number, and links the invoice download", async () => {
    const { container } = renderOrder(order)
    const region = screen.getByRole("region", { name: "Invoice and reference" })
    expect(region).toHaveTextContent("Your reference")
    expect(region).toHaveTextContent("PO-2026-0042")
    expect(region).toHaveTextContent("Invoice number")
    expect(region).toHaveTextContent("000042")
    const link = screen.getByRole("link", { name: "Download invoice (PDF)" })
    expect(link).toHaveAttribute("href", "https://api.store.test/store/orders/order_9/invoice")
    await expectNoAxeViolations(container)
  })

  it("offers no download to a member who may not read the clinic's invoice, and no reference when none was given", () => {
    renderOrder({ ...order, reference: null, invoice_available: false })
    expect(screen.queryByRole("link", { name: "Download invoice (PDF)" })).not.toBeInTheDocument()
    expect(screen.queryByText("Your reference")).not.toBeInTheDocument()
  })
})
