import type { ApprovalStatus, SpendingLimitKind } from "../approvals"

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
