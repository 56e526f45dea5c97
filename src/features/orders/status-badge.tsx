import { isMessageId, useText } from "../../i18n/text"
import type { FulfillmentStatus, LabOrderStatus, PaymentStatus } from "../../models/order-model"

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
  const text = useText()
  const id = props.kind === "lab" ? `labStatus.${props.status}` : props.kind === "fulfillment" ? `fulfillmentStatus.${props.status}` : `paymentStatus.${props.status}`
  return <span className={`status status-${tone[props.status] ?? "pending"}`}>{isMessageId(id) ? text(id) : props.status}</span>
}
