import type { ApprovalRequest } from "@clinic-store/contract"
import { fromPromise } from "xstate"
import type { Api } from "../api"

/** The approval machine's services. */
export function createApprovalActors(api: Pick<Api, "product">) {
  return {
    listApprovals: fromPromise<ApprovalRequest[]>(() => api.product.listApprovals()),
    requestApproval: fromPromise<ApprovalRequest, { cartId: string; note?: string }>(({ input }) => api.product.requestApproval(input.cartId, input.note)),
    withdrawRequest: fromPromise<ApprovalRequest, { id: string }>(({ input }) => api.product.withdrawRequest(input.id)),
    approveRequest: fromPromise<ApprovalRequest, { id: string }>(({ input }) => api.product.approveRequest(input.id)),
    rejectRequest: fromPromise<ApprovalRequest, { id: string; reason: string }>(({ input }) => api.product.rejectRequest(input.id, input.reason)),
  }
}
