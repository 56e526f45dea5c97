import type { ApprovalRequest, MemberSpending, SpendingLimitsBody } from "@clinic-store/contract"

/** The product API's request function (`createProductApi`'s). */
type Request = <T>(method: string, path: string, options?: { body?: unknown }) => Promise<T>

/** Spending limits and approval requests (`/store/clinics/members/{customer_id}/limits`, `/store/approvals`). */
export function createApprovalsApi(request: Request) {
  return {
    setMemberLimits: async (customerId: string, limits: SpendingLimitsBody) =>
      (await request<{ limits: MemberSpending & { customer_id: string } }>("PUT", `/clinics/members/${encodeURIComponent(customerId)}/limits`, { body: limits })).limits,
    listApprovals: async () => (await request<{ approvals: ApprovalRequest[] }>("GET", "/approvals")).approvals,
    requestApproval: async (cartId: string) => (await request<{ approval: ApprovalRequest }>("POST", "/approvals", { body: { cart_id: cartId } })).approval,
    approveRequest: async (id: string) => (await request<{ approval: ApprovalRequest }>("POST", `/approvals/${encodeURIComponent(id)}/approve`, { body: {} })).approval,
    rejectRequest: async (id: string, reason: string) =>
      (await request<{ approval: ApprovalRequest }>("POST", `/approvals/${encodeURIComponent(id)}/reject`, { body: { reason } })).approval,
  }
}
