import { LAB_ORDER_TRANSITIONS, type LabOrderStatus } from "@clinic-store/contract"

/** The one forward step from a state (its move that is not a cancel, from the contract's table), or null. */
function nextStep(status: LabOrderStatus): LabOrderStatus | null {
  return LAB_ORDER_TRANSITIONS[status].find((to) => to !== "canceled") ?? null
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
  const next = nextStep(status)
  // `in_analysis` moves on only with a result file
  const uploadResult = next === "results_ready"
  return {
    advanceTo: uploadResult ? null : next,
    uploadResult,
    cancel: LAB_ORDER_TRANSITIONS[status].includes("canceled"),
  }
}

/** The next step staff take with a lab order in `status`, in words (the order page's widget); null when none is left. */
export function nextStepLabel(status: LabOrderStatus): string | null {
  const actions = labOrderActions(status)
  if (actions.uploadResult) return "Upload result"
  if (actions.advanceTo) return `Mark ${LAB_ORDER_LABELS[actions.advanceTo].toLowerCase()}`
  return null
}

/** Which test a lab order is for, in one line: the product and its variant, and which unit of the line when it has several. */
export function labOrderTest(labOrder: { product_title?: string | null; variant_title?: string | null; unit_index?: number; line_quantity?: number }): string {
  const test = [labOrder.product_title, labOrder.variant_title].filter(Boolean).join(" – ") || "—"
  const units = labOrder.line_quantity ?? 1
  return units > 1 && labOrder.unit_index !== undefined ? `${test} (kit ${labOrder.unit_index + 1} of ${units})` : test
}

/** Who ordered: the clinic (and the member) or the customer's name, else the order's email. */
export function orderedBy(labOrder: { clinic_name?: string | null; customer_name?: string | null; customer_email?: string | null }): string {
  const person = labOrder.customer_name || labOrder.customer_email || "—"
  return labOrder.clinic_name ? `${labOrder.clinic_name} (${person})` : person
}
