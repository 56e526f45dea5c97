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
