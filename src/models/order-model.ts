import { LAB_ORDER_STATUSES, type LabOrder, type LabOrderStatus, type PaymentStanding } from "@clinic-store/contract"
import type { Address } from "../../machines/domain.types"

export { LAB_ORDER_STATUSES, type LabOrderStatus }

/** Fulfilment statuses of a Medusa order. */
export const FULFILLMENT_STATUSES = [
  "not_fulfilled",
  "partially_fulfilled",
  "fulfilled",
  "partially_shipped",
  "shipped",
  "partially_returned",
  "returned",
  "canceled",
  "requires_action",
] as const
/** A fulfilment status. */
export type FulfillmentStatus = (typeof FULFILLMENT_STATUSES)[number]

/** Payment statuses of a Medusa order. */
export const PAYMENT_STATUSES = ["not_paid", "awaiting", "captured", "partially_refunded", "refunded", "canceled", "requires_action"] as const
/** A payment status. */
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number]

/** A lab order of one line-item unit, as the order screens read it (the sample's details once the clinic gave them). */
type OrderLabOrder = Pick<LabOrder, "id" | "line_item_id" | "status" | "updated_at"> &
  Partial<Pick<LabOrder, "sample_id" | "patient_reference" | "sample_taken_on" | "consent_confirmed_at">>

/** An order line as shown. */
interface OrderItem {
  id: string
  title: string
  /** The variant's title (Medusa's line description). */
  description?: string | null
  quantity: number
  unit_price: number
  /** Medusa's subtotal of the line (before tax: where the price includes tax, the price less its tax). */
  subtotal?: number
  /** Medusa's amount of the line before discounts, tax included. */
  original_total?: number
  /** Medusa priced the line tax-inclusive (the EU regions). */
  includes_tax?: boolean
  /** The taxes Medusa charged on the line (percent each). */
  tax_lines?: TaxLine[]
  /** Units Medusa fulfilled (sent). */
  fulfilled_quantity?: number | null
  /** The units the shopper may still return: fulfilled and not on a return (one order's page; the server's rule). */
  returnable_quantity?: number
}

/** A status of a Medusa return. */
export type ReturnStatus = "requested" | "received" | "requires_action" | "canceled"

/** A return of an order (Medusa's), with its lines. */
interface OrderReturn {
  id: string
  status: ReturnStatus
  created_at: string
  received_at?: string | null
  items: { item_id: string; quantity: number }[]
}

/** One tax Medusa charged on an order line or shipping method. */
interface TaxLine {
  rate: number
}

/** An order as the order screens show it (`GET /store/orders/`, `/orders/list`). */
export interface OrderData {
  id: string
  display_id: number
  created_at: string
  currency_code: string
  total: number
  subtotal?: number
  tax_total?: number
  shipping_total?: number
  discount_total?: number
  payment_status: PaymentStatus
  /** How the payment stands for the shopper, from Medusa's payment (as the order mail and the invoice say it). */
  payment_standing?: PaymentStanding
  fulfillment_status: FulfillmentStatus
  items?: OrderItem[]
  lab_orders?: OrderLabOrder[]
  /** The purchase-order number or reference given at checkout, the invoice's number, and whether the caller may download the invoice (one order's page). */
  reference?: string | null
  invoice_number?: string | null
  invoice_available?: boolean
  /** Where the order ships (Medusa's order address). */
  shipping_address?: Address | null
  /** The shipping methods chosen, with Medusa's price of each. */
  shipping_methods?: { id: string; price?: number | null; shipping_option_id?: string | null; shipping_option?: { id?: string; name?: string | null } | null; tax_lines?: TaxLine[] }[]
  /** The edits staff asked the customer about that wait for her answer (one order's page, her own orders only). */
  requested_edit_ids?: string[]
  /** The discounts applied (their codes); their amount is Medusa's `discount_total`. */
  discounts?: { id: string; code: string }[]
  /** Who placed the order (only she may return its items). */
  customer_id?: string | null
  /** The order's returns and Medusa's refunded total (one order's page). */
  returns?: OrderReturn[]
  refunded_total?: number
}

/**
 * Why nothing of an order can be returned now, or null when some unit can: not the viewer's own order, nothing sent
 * yet, or every sent unit already on a return (the units per line are the server's `returnable_quantity`).
 */
export function returnBlock(order: Pick<OrderData, "customer_id" | "items">, viewerId: string | null): "notYours" | "noneNotSent" | "noneLeft" | null {
  if (!viewerId || order.customer_id !== viewerId) return "notYours"
  const items = order.items ?? []
  if (items.some((item) => (item.returnable_quantity ?? 0) > 0)) return null
  return items.some((item) => (item.fulfilled_quantity ?? 0) > 0) ? "noneLeft" : "noneNotSent"
}

/** The lines an address is shown as: recipient, company, street, postal code and city, province, country. */
export function addressLines(address: Address | null | undefined, countryName: (code: string) => string): string[] {
  if (!address) return []
  const recipient = [address.first_name, address.last_name].filter(Boolean).join(" ")
  const town = [address.postal_code, address.city].filter(Boolean).join(" ")
  const country = address.country_code ? countryName(address.country_code) : ""
  return [recipient, address.company, address.address_1, address.address_2, town, address.province, country].filter((line): line is string => Boolean(line))
}

/**
 * The tax rate (percent) an order was charged at, read from its own tax lines: the rate every taxed line and
 * shipping method shares, or null when they differ or none says (the page then names no rate). Never 0 beside a
 * tax amount that is not 0.
 */
export function chargedTaxRate(order: Pick<OrderData, "items" | "shipping_methods" | "tax_total">): number | null {
  const taxed = [...(order.items ?? []), ...(order.shipping_methods ?? [])].filter((line) => line.tax_lines?.length)
  const rates = new Set(taxed.map((line) => (line.tax_lines ?? []).reduce((sum, tax) => sum + tax.rate, 0)))
  const [rate] = rates
  if (rates.size !== 1 || rate === undefined) return null
  return rate === 0 && (order.tax_total ?? 0) !== 0 ? null : rate
}

/** How many of an order's lab orders have results ready (for the orders list). */
export function readyResults(order: Pick<OrderData, "lab_orders">): { ready: number; total: number } {
  const labOrders = order.lab_orders ?? []
  return { ready: labOrders.filter((lab) => lab.status === "results_ready").length, total: labOrders.length }
}

/** A lab order's result file, for viewing and downloading. */
export interface LabResult {
  name: string
  mimeType: string
  /** Base64 content. */
  content: string
}

/** What an order lookup asks for: digits are an order number (display id), anything else an order id. */
export function parseOrderLookup(input: string): { display_id: number } | { id: string } | null {
  const value = input.trim().replace(/^#/, "")
  if (!value) return null
  return /^\d+$/.test(value) ? { display_id: Number(value) } : { id: value }
}
