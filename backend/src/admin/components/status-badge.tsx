import { StatusBadge } from "@medusajs/ui"
import type { ApplicationStatus, LabOrderStatus } from "@clinic-store/contract"
import { LAB_ORDER_LABELS } from "../lib/lab-order-flow"

type Colour = "green" | "red" | "orange" | "blue" | "grey" | "purple"

const APPLICATION_COLOURS: Record<ApplicationStatus, Colour> = { awaiting: "orange", approved: "green", rejected: "red" }
/** Application and clinic statuses in words. */
export const APPLICATION_LABELS: Record<ApplicationStatus, string> = { awaiting: "Awaiting", approved: "Approved", rejected: "Rejected" }

/** Badge for an application or clinic status. */
export const ApplicationBadge = ({ status }: { status: ApplicationStatus }) => {
  return (
    <StatusBadge color={APPLICATION_COLOURS[status] ?? "grey"} data-status={status}>
      {APPLICATION_LABELS[status] ?? status}
    </StatusBadge>
  )
}

const LAB_COLOURS: Record<LabOrderStatus, Colour> = {
  received: "grey",
  kit_sent: "blue",
  awaiting_samples: "orange",
  in_analysis: "purple",
  results_ready: "green",
  canceled: "red",
}

/** Badge for a lab order status. */
export const LabOrderBadge = ({ status }: { status: LabOrderStatus }) => {
  return (
    <StatusBadge color={LAB_COLOURS[status] ?? "grey"} data-status={status}>
      {LAB_ORDER_LABELS[status] ?? status}
    </StatusBadge>
  )
}
