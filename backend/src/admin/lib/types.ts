/** Shapes of the store's admin routes (`/admin/*`), as the back office reads them. */

import type { ApplicationStatus, ApprovalRequest, Audience, LabOrderStatus, MemberSpending } from "@clinic-store/contract"

export { AUDIENCES, LAB_ORDER_STATUSES, type ApplicationStatus, type Audience, type LabOrderStatus } from "@clinic-store/contract"

/** A clinic member as listed on the clinic detail. */
export type ClinicMember = {
  id: string
  customer_id: string
  email: string
  first_name?: string | null
  last_name?: string | null
  role: "owner" | "admin" | "member"
  /** The member's spending limits and this month's spend (owners and admins have no limits). */
  spending?: MemberSpending | null
}

/** A clinic as the admin routes return it. */
type Clinic = {
  id: string
  name: string
  type: "Epilepsy Clinic" | "Fertility Clinic"
  status: ApplicationStatus
  billing_email?: string | null
  billing_address?: { company?: string | null; address_1?: string | null; city?: string | null; postal_code?: string | null; country_code?: string | null } | null
  created_at?: string
  members?: ClinicMember[]
  /** Its members' approval requests, newest first. */
  approvals?: ApprovalRequest[]
}

/** One page of a staff list: `count` is the number of all matches, not the page's size. */
type Page = { count: number; offset: number; limit: number }

/** GET /admin/clinics */
export type ClinicListResponse = Page & { clinics: Clinic[] }
/** GET /admin/clinics/:id and POST /admin/clinics/:id */
export type ClinicResponse = { clinic: Clinic }

/** An individual customer's application. */
export type Application = {
  customer_id: string
  email: string
  first_name?: string | null
  last_name?: string | null
  status: ApplicationStatus
  submitted_at?: string | null
  phone?: string | null
  date_of_birth?: string | null
  reason?: string | null
  reviewed_at?: string | null
  /** The billing address given with the application (GET /admin/applications/:customerId only). */
  billing_address?: OrderAddress | null
}

/** GET /admin/applications */
export type ApplicationListResponse = Page & { applications: Application[] }
/** POST /admin/applications/:customerId */
export type ApplicationResponse = { application: Application }


/** One lab order: one per unit of an order's line item. */
export type LabOrder = {
  id: string
  order_id?: string | null
  line_item_id: string
  status: LabOrderStatus
  updated_at?: string
  created_at?: string
  unit_index?: number
  order_display_id?: number | null
  customer_email?: string | null
  customer_id?: string | null
  customer_name?: string | null
  clinic_id?: string | null
  clinic_name?: string | null
  product_id?: string | null
  /** The product of the lab order's line, and its variant (Medusa's line title and description). */
  product_title?: string | null
  variant_title?: string | null
  line_quantity?: number
  has_result?: boolean
  /** The id printed on the kit and its sample. */
  sample_id?: string | null
  /** What the clinic gave before the sample shipped: its code for the patient, the day taken (`YYYY-MM-DD`), consent. */
  patient_reference?: string | null
  sample_taken_on?: string | null
  consent_confirmed_at?: string | null
}

/** A postal address as Medusa keeps it on an order. */
export type OrderAddress = {
  first_name?: string | null
  last_name?: string | null
  company?: string | null
  address_1?: string | null
  address_2?: string | null
  postal_code?: string | null
  city?: string | null
  province?: string | null
  country_code?: string | null
  phone?: string | null
}

/** One entry of a lab order's history. */
export type LabOrderEvent = {
  id: string
  kind: "status_changed" | "result_replaced"
  from_status: LabOrderStatus | null
  to_status: LabOrderStatus
  actor_email: string | null
  created_at: string
}

/** A result file of a lab order; `replaced_at` once a correction replaced it. */
type LabResultFile = { id: string; name: string; size: number; mime_type: string; created_at: string; replaced_at: string | null }

/** GET /admin/lab-orders/:id */
export type LabOrderDetailResponse = {
  lab_order: LabOrder
  order: { id: string; display_id: number; email: string; currency_code: string; created_at: string; shipping_address: OrderAddress | null }
  lines: { id: string; title: string; description: string | null; quantity: number; is_this_test: boolean }[]
  history: LabOrderEvent[]
  results: LabResultFile[]
}

/** GET /admin/lab-orders */
export type LabOrderListResponse = Page & { lab_orders: LabOrder[] }
/** POST /admin/lab-orders/:id */
export type LabOrderResponse = { lab_order: LabOrder }
/** POST /admin/lab-orders/:id/result: `content` is the file in base64. */
export type LabResultRequest = { name: string; content: string; replace?: boolean }

/** GET and POST /admin/product-access/:productId */
export type ProductAccessResponse = { product_id: string; audiences: Audience[] }

/** A message sent with the storefront's contact form. */
export type ContactSubmission = {
  id: string
  name: string
  email: string
  subject?: string | null
  phone?: string | null
  message: string
  created_at?: string
  handled_at?: string | null
  handled_by_email?: string | null
}

/** POST /admin/contact-submissions/:id and …/reply */
export type ContactSubmissionResponse = { submission: ContactSubmission }

/** GET /admin/contact-submissions */
export type ContactSubmissionListResponse = Page & { submissions: ContactSubmission[] }

/** A mail as Medusa keeps it (GET /admin/notifications): `resends` are its later copies. */
export type MailNotification = {
  id: string
  event_name: string | null
  to: string
  created_at: string
  resends?: { id: string; created_at: string }[]
}

/** GET /admin/notifications */
export type MailNotificationListResponse = Page & { notifications: MailNotification[] }

/** GET /admin/notifications/:id/preview: the mail as sent, or its kind only when it carried a code or reset link. */
export type MailPreviewResponse = {
  preview: { kind: string | null; resendable: boolean; subject: string | null; text: string | null; html: string | null }
}
