import type { ApprovalRequest } from "@clinic-store/contract"
import { fromPromise } from "xstate"
import type { Api } from "../api"

/** The approval machine's services. */
export function createApprovalActors(api: Pick<Api, "store">) {
  return {
    listApprovals: fromPromise<ApprovalRequest[]>(() => api.store.listApprovals()),
    requestApproval: fromPromise<ApprovalRequest, { cartId: string; note?: string }>(({ input }) => api.store.requestApproval(input.cartId, input.note)),
    withdrawRequest: fromPromise<ApprovalRequest, { id: string }>(({ input }) => api.store.withdrawRequest(input.id)),
    approveRequest: fromPromise<ApprovalRequest, { id: string }>(({ input }) => api.store.approveRequest(input.id)),
    rejectRequest: fromPromise<ApprovalRequest, { id: string; reason: string }>(({ input }) => api.store.rejectRequest(input.id, input.reason)),
  }
}
