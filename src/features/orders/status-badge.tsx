import { useUiText } from "../../i18n/ui-text"
import type { FulfillmentStatus, LabOrderStatus, PaymentStatus } from "./order-model"

type Props =
  | { kind: "lab"; status: LabOrderStatus }
  | { kind: "fulfillment"; status: FulfillmentStatus }
  | { kind: "payment"; status: PaymentStatus }

const tone: Record<string, string> = {
  results_ready: "good",
  captured: "good",
  fulfilled: "good",
  shipped: "good",
  canceled: "bad",
  requires_action: "bad",
  refunded: "neutral",
}

/** A status label from the order and lab-order enumerations, in the page's language. */
export function StatusBadge(props: Props) {
  const text = useUiText()
  const labels: Record<string, string> =
    props.kind === "lab" ? text.labStatus : props.kind === "fulfillment" ? text.fulfillmentStatus : text.paymentStatus
  return <span className={`status status-${tone[props.status] ?? "pending"}`}>{labels[props.status] ?? props.status}</span>
}
