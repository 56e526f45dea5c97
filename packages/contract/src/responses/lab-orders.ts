import type { LabOrderStatus } from "../statuses"
import type { PostalAddress } from "./addresses"
import type { ListPage } from "./paging"

/** A lab order (one per unit of an order's line) as the store shows it inside an order. */
export type LabOrder = {
  id: string
  order_id: string
  line_item_id: string
  status: LabOrderStatus
  updated_at: string
  /** The id printed on the kit and its sample. */
  sample_id: string
  /** What the clinic gave before the sample shipped: its code for the patient, the day taken (`YYYY-MM-DD`), consent. */
  patient_reference: string | null
  sample_taken_on: string | null
  consent_confirmed_at: string | null
}

/**
 * A lab order as staff see it: which test it is for (the product and variant of its line, which unit of the line),
 * the order's number, who ordered it (the customer, and the clinic the order was placed for) and its status.
 */
export type StaffLabOrder = LabOrder & {
  unit_index: number
  created_at: string
  order_display_id: number
  customer_email: string
  customer_id: string | null
  customer_name: string | null
  clinic_id: string | null
  clinic_name: string | null
  product_id: string | null
  /** The product of the lab order's line, and its variant (Medusa's line title and description). */
  product_title: string
  variant_title: string | null
  /** How many units (kits) the line has: the lab order is unit `unit_index` of them. */
  line_quantity: number
  has_result: boolean
}

/** `GET /admin/lab-orders`: a page of lab orders, newest first. */
export type StaffLabOrderPage = ListPage & { lab_orders: StaffLabOrder[] }

/** One entry of a lab order's history: a status change or a result replaced, by whom (a staff user) and when. */
export type LabOrderEvent = {
  id: string
  kind: "status_changed" | "result_replaced"
  from_status: LabOrderStatus | null
  to_status: LabOrderStatus
  actor_id: string | null
  actor_email: string | null
  created_at: string
}

/** A result file of a lab order; `replaced_at` once a correction replaced it. */
export type LabResultFile = { id: string; lab_order_id: string; name: string; size: number; mime_type: string; created_at: string; replaced_at: string | null }

/** `GET /admin/lab-orders/:id`: the lab order with its order's lines and address, its history and its result files. */
export type StaffLabOrderDetail = {
  lab_order: StaffLabOrder
  order: { id: string; display_id: number; email: string; currency_code: string; created_at: string; shipping_address: PostalAddress | null }
  lines: { id: string; title: string; description: string | null; quantity: number; is_this_test: boolean }[]
  history: LabOrderEvent[]
  results: LabResultFile[]
}

/** `POST /admin/lab-orders/:id`: the lab order after its move. */
export type LabOrderMoved = { lab_order: LabOrder }

/** `POST /admin/lab-orders/:id/result`: the lab order, now `results_ready`, and the result file stored. */
export type LabResultAttached = { lab_order: LabOrder; result: LabResultFile }
