import type { ApprovalRequest, CartApprovalCheck, MemberSpending, SpendingLimitsBody } from "@clinic-store/contract"
import type { StoreRequest } from "./store-request"

/** Spending limits and approval requests (`/store/clinics/members/{customer_id}/limits`, `/store/approvals`). */
export function createApprovalsApi(request: StoreRequest) {
  return {
    setMemberLimits: async (customerId: string, limits: SpendingLimitsBody) =>
      (await request<{ limits: MemberSpending & { customer_id: string } }>("PUT", `/clinics/members/${encodeURIComponent(customerId)}/limits`, { body: limits })).limits,
    /** Whether the customer's own cart needs approval, by the server's check of her limits. */
    cartApprovalCheck: async (cartId: string) => (await request<{ check: CartApprovalCheck }>("GET", `/carts/${encodeURIComponent(cartId)}/approval-check`)).check,
    /** The newest requests (the first page of `GET /store/approvals`, at most 100). */
    listApprovals: async () => (await request<{ approvals: ApprovalRequest[]; count: number }>("GET", "/approvals?limit=100")).approvals,
    requestApproval: async (cartId: string, note?: string) =>
      (await request<{ approval: ApprovalRequest }>("POST", "/approvals", { body: note?.trim() ? { cart_id: cartId, note: note.trim() } : { cart_id: cartId } })).approval,
    withdrawRequest: async (id: string) => (await request<{ approval: ApprovalRequest }>("POST", `/approvals/${encodeURIComponent(id)}/withdraw`, { body: {} })).approval,
    approveRequest: async (id: string) => (await request<{ approval: ApprovalRequest }>("POST", `/approvals/${encodeURIComponent(id)}/approve`, { body: {} })).approval,
    rejectRequest: async (id: string, reason: string) =>
      (await request<{ approval: ApprovalRequest }>("POST", `/approvals/${encodeURIComponent(id)}/reject`, { body: { reason } })).approval,
  }
}
