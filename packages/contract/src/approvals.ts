import { z } from "zod"

/**
 * Spending limits and order approval: a clinic's owner and admins set, per member, a limit per order and per calendar
 * month (UTC), in the clinic's currency and minor units; a member whose cart goes over one asks them for approval.
 */

/** The limits a member's cart can go over: its own total, or the month's spend with it. */
export const SPENDING_LIMIT_KINDS = ["per_order", "per_month"] as const
export type SpendingLimitKind = (typeof SPENDING_LIMIT_KINDS)[number]

/**
 * Where an approval request is: waiting for an owner or admin, approved (the order is placed), rejected, or withdrawn
 * by the member who asked.
 */
export const APPROVAL_STATUSES = ["pending", "approved", "rejected", "withdrawn"] as const
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number]

/** The largest limit the store keeps (a PostgreSQL integer), in minor units. */
export const MAX_SPENDING_LIMIT = 2_147_483_647

/** One limit: a whole number of minor units, 0 or more, or null for none. */
const limitAmount = z
  .number({ invalid_type_error: "must be a whole number of minor units or null" })
  .int("must be a whole number of minor units")
  .min(0, "must be 0 or more")
  .max(MAX_SPENDING_LIMIT, `must be at most ${MAX_SPENDING_LIMIT}`)
  .nullable()

/** PUT /store/clinics/members/:customer_id/limits: both limits, null for none. */
export const spendingLimitsBody = z.object({ per_order: limitAmount, per_month: limitAmount }).strict()

/** The longest note a member adds to her request for the owner. */
export const MAX_APPROVAL_NOTE = 500

/** POST /store/approvals: the member's own cart to ask approval for, and optionally a note shown to the owner. */
export const createApprovalBody = z
  .object({ cart_id: z.string().trim().min(1).max(64), note: z.string().trim().max(MAX_APPROVAL_NOTE).optional() })
  .strict()

/** GET /store/approvals: paging, newest first (`limit` 20 by default, at most 100). */
export const listApprovalsQuery = z
  .object({ offset: z.coerce.number().int().min(0).default(0), limit: z.coerce.number().int().min(1).max(100).default(20) })
  .strict()

/** The longest reason a rejection gives. */
export const MAX_REJECTION_REASON = 1000

/** POST /store/approvals/:id/reject: the reason is told to the member. */
export const rejectApprovalBody = z.object({ reason: z.string().trim().min(1, "is required").max(MAX_REJECTION_REASON) }).strict()

export type SpendingLimitsBody = z.output<typeof spendingLimitsBody>

/** A member's limits and this calendar month's spend, as the clinic's members list shows them. */
export type MemberSpending = {
  per_order: number | null
  per_month: number | null
  month_spend: number
  currency_code: string
}

/** The answer of a completion refused for a limit (403): which limit, its amount, and the figures compared with it. */
export type ApprovalRequiredError = {
  type: "approval_required"
  message: string
  limit: SpendingLimitKind
  limit_amount: number
  /** The cart's total, in the cart's currency ({@link ApprovalRequiredError.cart_currency_code}). */
  total: number
  month_spend: number
  /** The currency of the limit and the month's spend: the clinic's. */
  currency_code: string
  /** The currency of the cart's total. */
  cart_currency_code: string
}

/** The delivery address of a request, as the owner reads it before deciding. */
export type ApprovalShippingAddress = {
  first_name: string | null
  last_name: string | null
  company: string | null
  address_1: string | null
  address_2: string | null
  postal_code: string | null
  city: string | null
  country_code: string | null
}

/** A page of `GET /store/approvals`: the requests and how many there are in all. */
export type ApprovalPage = { approvals: ApprovalRequest[]; count: number; offset: number; limit: number }

/**
 * `GET /store/carts/:id/approval-check`: whether placing the cart needs approval, by the server's check of the
 * member's limits (the same check as the completion's): which limit, its amount, the cart's total, the month's spend,
 * and how much the order goes over the limit (null when the cart's currency is not the clinic's).
 */
export type CartApprovalCheck = {
  required: boolean
  limit: SpendingLimitKind | null
  limit_amount: number | null
  total: number
  month_spend: number
  over_by: number | null
  /** The currency of the limit, the month's spend and `over_by`: the clinic's. */
  currency_code: string
  cart_currency_code: string
}

/** An approval request as the API answers it; totals are Medusa's, recorded when it was asked for. */
export type ApprovalRequest = {
  id: string
  clinic_id: string
  customer_id: string
  customer_email: string | null
  customer_name: string | null
  cart_id: string
  status: ApprovalStatus
  limit: SpendingLimitKind
  limit_amount: number
  currency_code: string
  totals: { subtotal: number; shipping_total: number; tax_total: number; discount_total: number; total: number }
  items: { title: string; quantity: number; total: number }[]
  month_spend: number
  /** The member's note to the owner, or null. */
  note: string | null
  /** The purchase-order number or reference on the cart, or null. */
  reference: string | null
  /** Where the order is to be delivered (the cart's shipping address), or null. */
  shipping_address: ApprovalShippingAddress | null
  reason: string | null
  order_id: string | null
  order_display_id: number | null
  decided_at: string | null
  created_at: string
}
