import type { LabOrderStatus } from "./types"

/** The one forward step from each state; `in_analysis` moves on only with a result file. */
const NEXT_STEP: Partial<Record<LabOrderStatus, LabOrderStatus>> = {
  received: "kit_sent",
  kit_sent: "awaiting_samples",
  awaiting_samples: "in_analysis",
  in_analysis: "results_ready",
}

/** Human labels of the lab order states. */
export const LAB_ORDER_LABELS: Record<LabOrderStatus, string> = {
  received: "Received",
  kit_sent: "Kit sent",
  awaiting_samples: "Awaiting samples",
  in_analysis: "In analysis",
  results_ready: "Results ready",
  canceled: "Canceled",
}

/** What staff may do with a lab order in `status`. */
export type LabOrderActions = {
  /** The next state reachable with a plain status change, if any. */
  advanceTo: LabOrderStatus | null
  /** True when the next step is uploading the result file (which sets `results_ready`). */
  uploadResult: boolean
  /** True when the order may still be canceled. */
  cancel: boolean
}

/** The allowed next steps for a lab order: forward one step, upload when in analysis, cancel unless finished. */
export function labOrderActions(status: LabOrderStatus): LabOrderActions {
  const next = NEXT_STEP[status] ?? null
  const uploadResult = next === "results_ready"
  return {
    advanceTo: uploadResult ? null : next,
    uploadResult,
    cancel: status !== "results_ready" && status !== "canceled",
  }
}
