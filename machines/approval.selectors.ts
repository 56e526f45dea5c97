import type { SnapshotFrom } from "xstate"
import type { approvalMachine } from "./approval.machine"

type ApprovalSnapshot = SnapshotFrom<typeof approvalMachine>

/** Selectors for `useSelector(approvalActor, …)`. */
export const approvalSelectors = {
  approvals: (snapshot: ApprovalSnapshot) => snapshot.context.approvals,
  /** Requests waiting for a decision, newest first. */
  pending: (snapshot: ApprovalSnapshot) => snapshot.context.approvals.filter((approval) => approval.status === "pending"),
  /** Decided requests, newest first. */
  decided: (snapshot: ApprovalSnapshot) => snapshot.context.approvals.filter((approval) => approval.status !== "pending"),
  /** The newest request for a cart, or null. */
  forCart: (cartId: string) => (snapshot: ApprovalSnapshot) => snapshot.context.approvals.find((approval) => approval.cart_id === cartId) ?? null,
  /** How many requests wait for a decision (shown in the navigation of those who decide). */
  pendingCount: (snapshot: ApprovalSnapshot) => snapshot.context.approvals.filter((approval) => approval.status === "pending").length,
  /** The list was read at least once and no step is under way. */
  isReady: (snapshot: ApprovalSnapshot) => snapshot.matches("ready"),
  /** A request is being made, approved or rejected. */
  isWorking: (snapshot: ApprovalSnapshot) => snapshot.matches("requesting") || snapshot.matches("approving") || snapshot.matches("rejecting") || snapshot.matches("withdrawing"),
  loadFailed: (snapshot: ApprovalSnapshot) => snapshot.matches("loadFailed"),
  error: (snapshot: ApprovalSnapshot) => snapshot.context.error,
} as const
