import type { ApprovalRequest, CartApprovalCheck } from "@clinic-store/contract"
import type { PageFormat } from "../../i18n/page-format"
import type { Translate } from "../../i18n/text"

/**
 * What the cart says before checkout when the server's check finds it over the member's limit: which limit and the
 * amount over it (both the server's figures), or nothing when it may be placed.
 */
export function approvalNotice(text: Translate, format: PageFormat, check: CartApprovalCheck | undefined): string | null {
  if (!check?.required || check.limit === null || check.limit_amount === null) return null
  const limit = format.money(check.limit_amount, check.currency_code)
  if (check.over_by === null) return text("approvals.cartNeedsOtherCurrency", { limit })
  const over = format.money(check.over_by, check.currency_code)
  return check.limit === "per_order" ? text("approvals.cartNeedsPerOrder", { over, limit }) : text("approvals.cartNeedsPerMonth", { over, limit })
}

/** Why the cart takes no changes: its request for approval is pending (the server refuses every change meanwhile). */
export function frozenReason(text: Translate, request: ApprovalRequest | null): string | null {
  return request?.status === "pending" ? text("approvals.cartFrozen") : null
}
