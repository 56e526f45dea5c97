import type { ApprovalRequest, ApprovalStatus } from "@clinic-store/contract"
import type { ApprovalRow } from "../persistence/approval-request"

/** An approve under way is still pending to everyone reading it: the order exists only once it is approved. */
function statusOf(row: ApprovalRow): ApprovalStatus {
  return row.status === "approving" ? "pending" : row.status
}

/** An approval request as the API answers it. */
export function approvalView(row: ApprovalRow): ApprovalRequest {
  const name = [row.first_name, row.last_name].filter(Boolean).join(" ")
  return {
    id: row.id,
    clinic_id: row.clinic_id,
    customer_id: row.customer_id,
    customer_email: row.customer_email,
    customer_name: name || null,
    cart_id: row.cart_id,
    status: statusOf(row),
    limit: row.limit_kind,
    limit_amount: row.limit_amount,
    currency_code: row.currency_code,
    totals: { subtotal: row.subtotal, shipping_total: row.shipping_total, tax_total: row.tax_total, discount_total: row.discount_total, total: row.total },
    items: row.items,
    month_spend: row.month_spend,
    note: row.note,
    reference: row.reference,
    shipping_address: row.shipping_address,
    reason: row.reason,
    order_id: row.status === "approved" ? row.order_id : null,
    order_display_id: row.status === "approved" ? row.display_id : null,
    decided_at: row.decided_at ? new Date(row.decided_at).toISOString() : null,
    created_at: new Date(row.created_at).toISOString(),
  }
}
