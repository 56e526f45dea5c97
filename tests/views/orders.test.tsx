import { fireEvent, screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
// @ts-expect-error plain ESM module without types
import { contentSecurityPolicy } from "../../backend/scripts/stack/storefront-policy.mjs"
import { OrderDetailView } from "../../src/features/orders/order-detail-view"
import { FULFILLMENT_STATUSES, LAB_ORDER_STATUSES, PAYMENT_STATUSES, type OrderData } from "../../src/models/order-model"
import { OrdersListView, type OrdersListViewProps } from "../../src/features/orders/orders-list-view"
import { StatusBadge } from "../../src/features/orders/status-badge"
import { OrderConfirmedView } from "../../src/features/order/order-confirmed-view"
import { expectNoAxeViolations } from "../support/axe"
import { renderView } from "../support/render-view"

// pdf.js needs a real canvas (the e2e journey draws a real PDF); here the view only hands it the result's bytes.
vi.mock("../../src/features/orders/pdf-pages", () => ({
  default: ({ bytes }: { bytes: Uint8Array }) => <p>pdf.js drew {bytes.length} bytes</p>,
}))

const order = (n: number, overrides: Partial<OrderData> = {}): OrderData => ({
  id: `order_${n}`,
  display_id: n,
  created_at: "2026-11-20T10:00:00.000Z",
  currency_code: "eur",
  total: 10000 + n,
  payment_status: "captured",
  fulfillment_status: "shipped",
  ...overrides,
})

function renderList(overrides: Partial<OrdersListViewProps> = {}) {
  const props: OrdersListViewProps = {
    status: "ready",
    orders: Array.from({ length: 10 }, (_, i) => order(25 - i)),
    count: 25,
    offset: 0,
    onPage: vi.fn(),
    onLookup: vi.fn().mockResolvedValue(true),
    ...overrides,
  }
  return { ...renderView(<OrdersListView {...props} />), props }
}

describe("orders list", { timeout: 30_000 }, () => {
  it("lists a page of orders, newest first as given, with status labels", async () => {
    const { container } = renderList()
    expect(screen.getByRole("heading", { level: 1, name: "Orders" })).toBeInTheDocument()
    const rows = screen.getAllByRole("row").slice(1)
    expect(rows).toHaveLength(10)
    expect(within(rows[0]).getByRole("link", { name: "#25" })).toHaveAttribute("href", "/orders/order_25")
    expect(within(rows[0]).getByText("Paid")).toBeInTheDocument()
    expect(within(rows[0]).getByText("Shipped")).toBeInTheDocument()
    expect(screen.getByText("Page 1 of 3")).toBeInTheDocument()
    await expectNoAxeViolations(container)
  })

  it("pages with next and previous, 10 at a time", async () => {
    const user = userEvent.setup()
    const { props, rerender } = renderList()
    expect(screen.getByRole("button", { name: "Previous" })).toBeDisabled()
    await user.click(screen.getByRole("button", { name: "Next" }))
    expect(props.onPage).toHaveBeenCalledWith(10)
    rerender(<OrdersListView {...props} offset={20} orders={[order(5)]} />)
    expect(screen.getByText("Page 3 of 3")).toBeInTheDocument()
    expect(screen.getByRole("button", { name: "Next" })).toBeDisabled()
    await user.click(screen.getByRole("button", { name: "Previous" }))
    expect(props.onPage).toHaveBeenLastCalledWith(10)
  })

  it("looks up by order number (display id) or by id, and says when nothing matches", async () => {
    const user = userEvent.setup()
    const { props } = renderList()
    const field = screen.getByLabelText("Order number or id")
    await user.type(field, "#42{Enter}")
    expect(props.onLookup).toHaveBeenCalledWith({ display_id: 42 })
    await user.clear(field)
    await user.type(field, "order_01ABC")
    await user.click(screen.getByRole("button", { name: "Find order" }))
    expect(props.onLookup).toHaveBeenLastCalledWith({ id: "order_01ABC" })
    vi.mocked(props.onLookup).mockResolvedValue(false)
    await user.click(screen.getByRole("button", { name: "Find order" }))
    expect(await screen.findByText("No order matches that number or id.")).toBeInTheDocument()
  })

  it("has empty, loading and error states", () => {
    const { props, rerender } = renderList({ orders: [], count: 0 })
    expect(screen.getByText("You have no orders yet.")).toBeInTheDocument()
    rerender(<OrdersListView {...props} status="loading" />)
    expect(screen.getByText("Loading…")).toBeInTheDocument()
    rerender(<OrdersListView {...props} status="error" error={{ status: 500, message: "stack trace" }} />)
    expect(screen.getByRole("alert")).toHaveTextContent("Something went wrong")
  })
})

describe("status labels", () => {
  it.each([
    ["received", "Received"],
    ["kit_sent", "Kit sent"],
    ["awaiting_samples", "Awaiting samples"],
    ["in_analysis", "In analysis"],
    ["results_ready", "Results ready"],
    ["canceled", "Canceled"],
  ] as const)("lab order %s reads %s", (status, label) => {
    renderView(<StatusBadge kind="lab" status={status} />)
    expect(screen.getByText(label)).toBeInTheDocument()
  })

  it("labels every fulfilment and payment status in every language", () => {
    for (const language of ["en", "da", "es"] as const) {
      const { container, unmount } = renderView(
        <>
          {LAB_ORDER_STATUSES.map((s) => <StatusBadge key={`l${s}`} kind="lab" status={s} />)}
          {FULFILLMENT_STATUSES.map((s) => <StatusBadge key={`f${s}`} kind="fulfillment" status={s} />)}
          {PAYMENT_STATUSES.map((s) => <StatusBadge key={`p${s}`} kind="payment" status={s} />)}
        </>,
        { language }
      )
      const labels = [...container.querySelectorAll(".status")].map((el) => el.textContent ?? "")
      expect(labels).toHaveLength(LAB_ORDER_STATUSES.length + FULFILLMENT_STATUSES.length + PAYMENT_STATUSES.length)
      expect(labels.filter((label) => label.includes("_"))).toEqual([])
      unmount()
    }
  })
})

describe("order page", () => {
  let urls = 0
  beforeEach(() => {
    URL.createObjectURL = vi.fn(() => `blob:http://localhost:8000/result-${++urls}`)
    URL.revokeObjectURL = vi.fn()
  })
  afterEach(() => {
    Reflect.deleteProperty(URL, "createObjectURL")
    Reflect.deleteProperty(URL, "revokeObjectURL")
  })

  const detailed = order(7, {
    payment_status: "awaiting",
    fulfillment_status: "not_fulfilled",
    items: [
      { id: "item_1", title: "EEG kit", quantity: 1, unit_price: 12500 },
      { id: "item_2", title: "AMH test", quantity: 1, unit_price: 3000 },
    ],
    lab_orders: [
      { id: "labord_1", line_item_id: "item_1", status: "in_analysis", updated_at: "2026-11-20T11:00:00.000Z" },
      { id: "labord_2", line_item_id: "item_2", status: "results_ready", updated_at: "2026-11-21T09:00:00.000Z" },
    ],
  })

  it("shows the order's statuses, items and lab orders with labels", async () => {
    const { container } = renderView(<OrderDetailView status="ready" order={detailed} onLoadResult={vi.fn()} />)
    expect(screen.getByRole("heading", { level: 1, name: "Order #7" })).toBeInTheDocument()
    expect(screen.getByText("Awaiting payment")).toBeInTheDocument()
    expect(screen.getByText("Not fulfilled")).toBeInTheDocument()
    const eeg = screen.getByRole("heading", { name: "Lab order for EEG kit" }).closest("li") as HTMLElement
    expect(within(eeg).getByText("In analysis")).toBeInTheDocument()
    expect(within(eeg).queryByRole("button", { name: /View result/ })).not.toBeInTheDocument()
    await expectNoAxeViolations(container)
  })

  it("says the payment as the backend's standing has it: paid by card (Medusa's 'awaiting'), or the invoice's due day, in every language", () => {
    const { unmount } = renderView(<OrderDetailView status="ready" order={{ ...detailed, payment_standing: { kind: "paid_by_card" } }} onLoadResult={vi.fn()} />)
    expect(screen.getByText("Paid by card")).toBeInTheDocument()
    expect(screen.queryByText("Awaiting payment")).toBeNull()
    unmount()
    const due = { ...detailed, payment_standing: { kind: "invoice_due" as const, due: "2027-01-06" } }
    const { unmount: gone } = renderView(<OrderDetailView status="ready" order={due} onLoadResult={vi.fn()} />)
    expect(screen.getByText(/^Invoice due (6 Jan 2027|Jan 6, 2027)$/)).toBeInTheDocument()
    gone()
    renderView(<OrderDetailView status="ready" order={{ ...detailed, payment_standing: { kind: "paid_by_card" } }} onLoadResult={vi.fn()} />, { language: "da" })
    expect(screen.getByText("Betalt med kort")).toBeInTheDocument()
  })

  it("views and downloads a ready result", async () => {
    const user = userEvent.setup()
    const onLoadResult = vi.fn().mockResolvedValue({ name: "amh.txt", mimeType: "text/plain", content: btoa("AMH 2.1 ng/mL") })
    renderView(<OrderDetailView status="ready" order={detailed} onLoadResult={onLoadResult} />)
    await user.click(screen.getByRole("button", { name: "View result: AMH test" }))
    expect(onLoadResult).toHaveBeenCalledWith("order_7", "labord_2")
    expect(await screen.findByText("AMH 2.1 ng/mL")).toBeInTheDocument()
    const download = screen.getByRole("link", { name: "Download result" })
    expect(download).toHaveAttribute("download", "amh.txt")
    expect(download.getAttribute("href")).toMatch(/^blob:/)
  })

  it("draws a PDF result in the page (pdf.js, loaded on demand) and keeps its download; no plugin or frame content", async () => {
    const user = userEvent.setup()
    const onLoadResult = vi.fn().mockResolvedValue({ name: "amh.pdf", mimeType: "application/pdf", content: btoa("%PDF-1.4 AMH") })
    renderView(<OrderDetailView status="ready" order={detailed} onLoadResult={onLoadResult} />)
    await user.click(screen.getByRole("button", { name: "View result: AMH test" }))
    const region = await screen.findByRole("region", { name: "Result: amh.pdf" })
    expect(await within(region).findByText("pdf.js drew 12 bytes")).toBeInTheDocument()
    expect(region.querySelector("object, iframe, embed")).toBeNull()
    expect(within(region).getByRole("link", { name: "Download result" })).toHaveAttribute("download", "amh.pdf")
    const policy = contentSecurityPolicy({ VITE_MEDUSA_BACKEND_URL: "https://api.store.test" }) as { objectSrc: string[]; frameSrc: string[]; workerSrc: string[] }
    expect([policy.objectSrc, policy.frameSrc, policy.workerSrc]).toEqual([["'none'"], ["'none'"], ["'self'"]])
  })

  it("shows each kit's sample id and takes the clinic's sample details before the sample ships, checked as the server does", { timeout: 30_000 }, async () => {
    const user = userEvent.setup()
    const onRecordSample = vi.fn().mockResolvedValue(undefined)
    const waiting = order(9, {
      items: [{ id: "item_1", title: "EEG kit", quantity: 2, unit_price: 12500 }],
      lab_orders: [
        { id: "labord_1", line_item_id: "item_1", status: "kit_sent", updated_at: "2026-11-20T11:00:00.000Z", sample_id: "7K4Q-9XH2-M3PA" },
        {
          id: "labord_2",
          line_item_id: "item_1",
          status: "in_analysis",
          updated_at: "2026-11-21T09:00:00.000Z",
          sample_id: "ABCD-EFGH-JKMN",
          patient_reference: "EPI-7",
          sample_taken_on: "2026-11-18",
          consent_confirmed_at: "2026-11-18T10:00:00.000Z",
        },
      ],
    })
    const { container } = renderView(<OrderDetailView status="ready" order={waiting} onLoadResult={vi.fn()} onRecordSample={onRecordSample} />)
    const [sent, analysed] = screen.getAllByRole("listitem").filter((item) => item.classList.contains("lab-order"))
    expect(within(sent).getByText("7K4Q-9XH2-M3PA")).toBeInTheDocument()
    expect(within(analysed).getByText("ABCD-EFGH-JKMN")).toBeInTheDocument()
    expect(within(analysed).getByText(/Patient reference EPI-7/)).toBeInTheDocument()
    // Only the kit whose sample has not reached the lab takes details.
    expect(within(analysed).queryByRole("form", { name: "Sample details" })).not.toBeInTheDocument()
    await user.click(within(sent).getByText("Sample details"))
    const form = within(sent).getByRole("form", { name: "Sample details" })
    await user.type(within(form).getByLabelText("Patient reference"), "jane@example.com")
    fireEvent.change(within(form).getByLabelText("Day the sample was taken"), { target: { value: "2026-11-19" } })
    await user.click(within(form).getByRole("button", { name: "Save sample details" }))
    expect(await within(form).findByRole("alert")).toHaveTextContent("never an email address")
    expect(within(form).getByRole("alert")).toHaveTextContent("confirm that the patient has consented")
    expect(onRecordSample).not.toHaveBeenCalled()
    await user.clear(within(form).getByLabelText("Patient reference"))
    await user.type(within(form).getByLabelText("Patient reference"), "EPI-2026/0042")
    await user.click(within(form).getByLabelText("The patient has consented to this test"))
    await user.click(within(form).getByRole("button", { name: "Save sample details" }))
    await vi.waitFor(() =>
      expect(onRecordSample).toHaveBeenCalledWith("labord_1", { patient_reference: "EPI-2026/0042", sample_taken_on: "2026-11-19", consent_confirmed: true })
    )
    await expectNoAxeViolations(container)
  })

  it("shows a friendly error when the result cannot be loaded", async () => {
    const user = userEvent.setup()
    renderView(<OrderDetailView status="ready" order={detailed} onLoadResult={vi.fn().mockRejectedValue({ status: 404, message: "lab order labord_2 not ready" })} />)
    await user.click(screen.getByRole("button", { name: "View result: AMH test" }))
    expect(await screen.findByRole("alert")).toHaveTextContent("We could not find what you were looking for.")
  })
})

describe("variants on order lines", () => {
  it("names the variant of each line on the order page and the confirmation", () => {
    const withVariant = order(8, { items: [{ id: "item_9", title: "Gene panel", description: "Rapid (10 days)", quantity: 1, unit_price: 185000 }], lab_orders: [] })
    const { unmount } = renderView(<OrderDetailView status="ready" order={withVariant} onLoadResult={vi.fn()} />)
    const row = screen.getByRole("row", { name: /Gene panel/ })
    expect(within(row).getByText("Rapid (10 days)")).toBeInTheDocument()
    unmount()
    renderView(<OrderConfirmedView orderId="order_8" status="ready" order={withVariant} />)
    expect(screen.getByText("1 × Gene panel – Rapid (10 days)")).toBeInTheDocument()
  })
})

describe("order shipping, tax and discounts", () => {
  const shipped = order(9, {
    currency_code: "dkk",
    subtotal: 61000,
    discount_total: 6100,
    shipping_total: 9900,
    tax_total: 16200,
    total: 81000,
    items: [{ id: "item_1", title: "AMH test", quantity: 1, unit_price: 61000, tax_lines: [{ rate: 25 }] }],
    lab_orders: [],
    shipping_address: { first_name: "Ida", last_name: "Holm", address_1: "Nørregade 1", postal_code: "1165", city: "København", country_code: "dk" },
    shipping_methods: [{ id: "sm_1", price: 9900, shipping_option: { id: "so_standard", name: "Standard shipping" }, tax_lines: [{ rate: 25 }] }],
    discounts: [{ id: "disc_1", code: "WELCOME10" }],
  })

  it("shows where and how the order ships, the discount code and Medusa's tax, discount and shipping", async () => {
    const { container } = renderView(<OrderDetailView status="ready" order={shipped} onLoadResult={vi.fn()} />)
    const shipping = screen.getByRole("region", { name: "Shipping" })
    expect(within(shipping).getByText("Ship to").nextSibling).toHaveTextContent("Ida HolmNørregade 11165 KøbenhavnDenmark")
    expect(within(shipping).getByText("Shipping method").nextSibling).toHaveTextContent("Standard shipping (DKK 99.00)")
    expect(within(shipping).getByText("Discount codes").nextSibling).toHaveTextContent("WELCOME10")
    expect(screen.getByText("Discount").nextSibling).toHaveTextContent("−DKK 61.00")
    expect(screen.getByText("Tax (25%)").nextSibling).toHaveTextContent("DKK 162.00")
    expect(screen.getAllByText("Total").at(-1)?.nextSibling).toHaveTextContent("DKK 810.00")
    await expectNoAxeViolations(container)
  })

  it("names the rate the order's own tax lines charged on the order page and the confirmation, in every language", () => {
    const labels = { en: "Tax (25%)", da: "Moms (25 %)", es: "Impuestos (25 %)" }
    for (const [language, label] of Object.entries(labels) as ["en" | "da" | "es", string][]) {
      for (const view of [<OrderDetailView key="d" status="ready" order={shipped} onLoadResult={vi.fn()} />, <OrderConfirmedView key="c" orderId="order_9" status="ready" order={shipped} />]) {
        const { container, unmount } = renderView(view, { language })
        expect(screen.getByText(label).nextSibling?.textContent).toMatch(/162/)
        expect(container.textContent).not.toMatch(/\(0\s?%\)/)
        unmount()
      }
    }
  })

  it("names no rate when the order's lines were taxed at different rates or say none", () => {
    const mixed = { ...shipped, items: [{ id: "item_1", title: "AMH test", quantity: 1, unit_price: 61000, tax_lines: [{ rate: 12.5 }] }] }
    const { unmount } = renderView(<OrderConfirmedView orderId="order_9" status="ready" order={mixed} />)
    expect(screen.getByText("Tax").nextSibling).toHaveTextContent("DKK 162.00")
    unmount()
    renderView(<OrderDetailView status="ready" order={{ ...shipped, items: [], shipping_methods: [] }} onLoadResult={vi.fn()} />, { language: "da" })
    expect(screen.getByText("Moms").nextSibling?.textContent).toMatch(/162/)
  })

  it("names the shipping option in the page's language where staff translated it, Medusa's name otherwise", () => {
    const { unmount } = renderView(<OrderDetailView status="ready" order={shipped} onLoadResult={vi.fn()} shippingNames={{ so_standard: "Standardforsendelse" }} />, { language: "da" })
    expect(screen.getByText(/^Standardforsendelse/)).toBeInTheDocument()
    unmount()
    renderView(<OrderDetailView status="ready" order={shipped} onLoadResult={vi.fn()} shippingNames={{}} />, { language: "da" })
    expect(screen.getByText(/^Standard shipping/)).toBeInTheDocument()
  })

  it("the confirmation names the shipping option in the page's language too", () => {
    renderView(<OrderConfirmedView orderId="order_9" status="ready" order={shipped} shippingNames={{ so_standard: "Standardforsendelse" }} />, { language: "da" })
    expect(screen.getByText(/^Standardforsendelse/)).toBeInTheDocument()
  })

  it("names the country in the page's language", () => {
    renderView(<OrderDetailView status="ready" order={shipped} onLoadResult={vi.fn()} />, { language: "es" })
    expect(screen.getByText(/Dinamarca/)).toBeInTheDocument()
  })
})

describe("results ready on the orders list", () => {
  it("marks the orders whose results are ready, linking to them", () => {
    const labOrder = (id: string, status: "in_analysis" | "results_ready") => ({ id, line_item_id: "item_1", status, updated_at: "2026-11-21T09:00:00.000Z" })
    renderList({
      orders: [
        order(3, { lab_orders: [labOrder("lab_1", "results_ready"), labOrder("lab_2", "results_ready")] }),
        order(2, { lab_orders: [labOrder("lab_3", "results_ready"), labOrder("lab_4", "in_analysis")] }),
        order(1, { lab_orders: [labOrder("lab_5", "in_analysis")] }),
      ],
      count: 3,
    })
    expect(within(screen.getByRole("row", { name: /#3/ })).getByRole("link", { name: "Results ready" })).toHaveAttribute("href", "/orders/order_3")
    expect(within(screen.getByRole("row", { name: /#2/ })).getByRole("link", { name: "1 of 2 results ready" })).toBeInTheDocument()
    expect(within(screen.getByRole("row", { name: /#1/ })).getByText("Not yet")).toBeInTheDocument()
    expect(screen.getByRole("columnheader", { name: "Results" })).toBeInTheDocument()
  })
})

describe("order confirmation", () => {
  it("shows the order number, summary and links", async () => {
    const { container } = renderView(<OrderConfirmedView orderId="order_7" status="ready" order={order(7, { items: [{ id: "i", title: "EEG kit", quantity: 2, unit_price: 5000 }] })} />)
    expect(screen.getByRole("heading", { level: 1, name: "Order confirmed" })).toBeInTheDocument()
    expect(screen.getByText("Order number #7")).toBeInTheDocument()
    expect(screen.getByText("2 × EEG kit")).toBeInTheDocument()
    expect(screen.getByRole("link", { name: "View order" })).toHaveAttribute("href", "/orders/order_7")
    await expectNoAxeViolations(container)
  })

  it("names the order by its number only, never by Medusa's order id, and shows the PO the customer gave as theirs", () => {
    const id = "order_01JQ8Z6T3M2X9R4K7B5N1C0VDE"
    const { container, rerender } = renderView(<OrderConfirmedView orderId={id} status="ready" order={order(1042, { id })} />)
    expect(screen.getByText("Order number #1042")).toBeInTheDocument()
    expect(container.textContent).not.toMatch(/order_01|Order reference/)
    rerender(<OrderConfirmedView orderId={id} status="ready" order={order(1042, { id, reference: "PO-4711/26" })} />)
    expect(screen.getByText("Your reference (PO): PO-4711/26")).toBeInTheDocument()
    expect(container.textContent).not.toContain("order_01")
  })

  it("says the PO in Danish", () => {
    renderView(<OrderConfirmedView orderId="order_9" status="ready" order={order(9, { reference: "IO-77" })} />, { language: "da" })
    expect(screen.getByText("Jeres reference (indkøbsordre): IO-77")).toBeInTheDocument()
  })
})

describe("order confirmation: VAT and what happens next (issue 43)", () => {
  const vitaminD = { id: "i", title: "Vitamin D", quantity: 2, unit_price: 81500, subtotal: 130400, original_total: 163000, includes_tax: true, tax_lines: [{ rate: 25 }] }
  const danish = (overrides: Record<string, unknown>) =>
    ({
      ...order(12, { currency_code: "dkk", items: [vitaminD], subtotal: 130400, shipping_total: 7920, tax_total: 34580, total: 172900, discount_total: 0 }),
      ...overrides,
    }) as never

  it("shows lines incl. VAT, Medusa's total incl. VAT and the VAT in it, the order number only", () => {
    renderView(<OrderConfirmedView orderId="order_01JVAT" status="ready" order={danish({ payment_standing: { kind: "invoice_due", due: "2027-01-06" }, payments: [{ provider_id: "manual", data: {} }] })} />)
    expect(screen.getByText("DKK 1,630.00")).toBeInTheDocument()
    const totalRow = screen.getByText("Total incl. VAT").closest("div")!
    expect(totalRow).toHaveTextContent("DKK 1,729.00")
    expect(screen.getByText("VAT (25%)").closest("div")).toHaveTextContent("DKK 345.80")
    expect(screen.getByText("Subtotal excl. VAT").closest("div")).toHaveTextContent("DKK 1,304.00")
    const next = screen.getByRole("region", { name: "What happens next" })
    expect(next).toHaveTextContent(/Invoice due .*2027 — we ship within 2 working days and email you the invoice\./)
    expect(next).toHaveTextContent("Each test comes as a kit.")
    expect(document.body).not.toHaveTextContent("order_01JVAT")
  })

  it("names the card's brand and last four from the payment Medusa recorded", () => {
    const payments = [{ provider_id: "stripe", data: { id: "pi_1", payment_method: { id: "pm_1", card: { brand: "visa", last4: "4242" } } } }]
    renderView(<OrderConfirmedView orderId="order_01JCARD" status="ready" order={danish({ payment_standing: { kind: "paid_by_card" }, payments })} />)
    expect(screen.getByRole("region", { name: "What happens next" })).toHaveTextContent("Paid by card (Visa ending in 4242) — we ship within 2 working days.")
  })

  it("says it in Danish", () => {
    const payments = [{ provider_id: "stripe", data: { payment_method: { card: { brand: "mastercard", last4: "4444" } } } }]
    renderView(<OrderConfirmedView orderId="order_01JDA" status="ready" order={danish({ payment_standing: { kind: "paid_by_card" }, payments })} />, { language: "da" })
    expect(screen.getByRole("region", { name: "Hvad sker der nu" })).toHaveTextContent("Betalt med kort (Mastercard der ender på 4444) — vi sender inden for 2 hverdage.")
    expect(screen.getByText("I alt inkl. moms")).toBeInTheDocument()
  })
})

describe("order page while loading or failing", () => {
  it("keeps a page heading and shows a friendly error", () => {
    const { rerender } = renderView(<OrderDetailView status="loading" order={null} onLoadResult={vi.fn()} />)
    expect(screen.getByRole("heading", { level: 1, name: "Orders" })).toBeInTheDocument()
    rerender(<OrderDetailView status="error" error={{ status: 404 }} order={null} onLoadResult={vi.fn()} />)
    expect(screen.getByRole("alert")).toHaveTextContent("We could not find what you were looking for.")
  })
})
