/** Review states of an application: a clinic's, or an individual customer's. Staff move it from awaiting. */
export const APPLICATION_STATUSES = ["awaiting", "approved", "rejected"] as const
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number]

/** Whether a value is an application status. */
export function isApplicationStatus(value: unknown): value is ApplicationStatus {
  return typeof value === "string" && (APPLICATION_STATUSES as readonly string[]).includes(value)
}

/** Lab order states, in the order a lab order normally moves through them. */
export const LAB_ORDER_STATUSES = ["received", "kit_sent", "awaiting_samples", "in_analysis", "results_ready", "canceled"] as const
export type LabOrderStatus = (typeof LAB_ORDER_STATUSES)[number]

/**
 * The one table of allowed lab-order moves: each state to the states it may move to.
 * Forward one step at a time; any state but `results_ready` (and `canceled` itself) may be canceled.
 */
export const LAB_ORDER_TRANSITIONS: Readonly<Record<LabOrderStatus, readonly LabOrderStatus[]>> = {
  received: ["kit_sent", "canceled"],
  kit_sent: ["awaiting_samples", "canceled"],
  awaiting_samples: ["in_analysis", "canceled"],
  in_analysis: ["results_ready", "canceled"],
  results_ready: [],
  canceled: [],
}

/** Whether a lab order in `from` may move to `to`. */
export function canMoveLabOrder(from: LabOrderStatus, to: LabOrderStatus): boolean {
  return LAB_ORDER_TRANSITIONS[from].includes(to)
}

/** Whether a lab order has reached a state it never leaves (nothing more will happen to it). */
export function isSettledLabOrder(status: string | undefined): boolean {
  return status === "results_ready" || status === "canceled"
}
