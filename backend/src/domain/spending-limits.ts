import type { ClinicRole, SpendingLimitKind } from "@clinic-store/contract"

/** A member's limits in minor units of the clinic's currency; null = no limit. */
export type SpendingLimits = { per_order: number | null; per_month: number | null }

/** What a cart is checked with: its Medusa total and currency, the month's spend so far in the clinic's currency. */
export type SpendingCheck = { role: ClinicRole; limits: SpendingLimits; total: number; currency_code: string; clinic_currency: string; month_spend: number }

/** A limit the cart goes over, with the limit's amount. */
export type LimitExceeded = { limit: SpendingLimitKind; limit_amount: number }

/** Owners and admins place orders without limits; a member's limits apply to them. */
export function hasLimits(role: ClinicRole): boolean {
  return role === "member"
}

/** Whether a membership's limits apply to its orders: a member's role that has limits, and a limit set. */
export function limitsApply(role: ClinicRole, limits: SpendingLimits): boolean {
  return hasLimits(role) && (limits.per_order !== null || limits.per_month !== null)
}

/**
 * The limit a cart goes over, or null when it may be placed: its total over the per-order limit, or the month's spend
 * plus its total over the per-month limit (per order first). A cart in another currency than the clinic's cannot be
 * compared with the limits: it goes over the first limit that is set.
 */
export function exceededLimit(check: SpendingCheck): LimitExceeded | null {
  if (!hasLimits(check.role)) return null
  const { per_order, per_month } = check.limits
  if (check.currency_code.toLowerCase() !== check.clinic_currency.toLowerCase()) {
    if (per_order !== null) return { limit: "per_order", limit_amount: per_order }
    if (per_month !== null) return { limit: "per_month", limit_amount: per_month }
    return null
  }
  if (per_order !== null && check.total > per_order) return { limit: "per_order", limit_amount: per_order }
  if (per_month !== null && check.month_spend + check.total > per_month) return { limit: "per_month", limit_amount: per_month }
  return null
}
