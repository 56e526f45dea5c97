import { LAB_ORDER_STATUSES, type LabOrderStatus } from "@clinic-store/contract"
import type { Address } from "../../../machines/domain.types"

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

/** A lab order of one line-item unit. */
interface LabOrder {
  id: string
  line_item_id: string
  status: LabOrderStatus
  updated_at: string
}

/** An order line as shown. */
interface OrderItem {
  id: string
  title: string
  /** The variant's title (Medusa's line description). */
  description?: string | null
  quantity: number
  unit_price: number
  /** Medusa's subtotal of the line. */
  subtotal?: number
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
  /** The region's tax rate (percent) the order was taxed at. */
  tax_rate?: number | null
  payment_status: PaymentStatus
  fulfillment_status: FulfillmentStatus
  items?: OrderItem[]
  lab_orders?: LabOrder[]
  /** Where the order ships (Medusa's order address). */
  shipping_address?: Address | null
  /** The shipping methods chosen, with Medusa's price of each. */
  shipping_methods?: { id: string; price?: number | null; shipping_option?: { name?: string | null } | null }[]
  /** The discounts applied (their codes); their amount is Medusa's `discount_total`. */
  discounts?: { id: string; code: string }[]
}

/** The lines an address is shown as: recipient, company, street, postal code and city, province, country. */
export function addressLines(address: Address | null | undefined, countryName: (code: string) => string): string[] {
  if (!address) return []
  const recipient = [address.first_name, address.last_name].filter(Boolean).join(" ")
  const town = [address.postal_code, address.city].filter(Boolean).join(" ")
  const country = address.country_code ? countryName(address.country_code) : ""
  return [recipient, address.company, address.address_1, address.address_2, town, address.province, country].filter((line): line is string => Boolean(line))
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
