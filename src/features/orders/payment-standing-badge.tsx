import { formatStoreDay, type PaymentStanding } from "@clinic-store/contract"
import { useLocale } from "../../i18n/locale-context"
import { useText } from "../../i18n/text"
import type { PaymentStatus } from "../../models/order-model"
import { StatusBadge } from "./status-badge"

/** How each standing looks: paid is good, a cancelled payment bad, the rest (an invoice due, a refund) pending or neutral. */
const tone: Record<PaymentStanding["kind"], string> = {
  paid_by_card: "good",
  paid_by_invoice: "good",
  invoice_due: "pending",
  partially_refunded: "neutral",
  refunded: "neutral",
  canceled: "bad",
  not_paid: "pending",
}

/**
 * An order's payment as the backend's standing says it ("Paid by card", "Invoice due 6 Jan 2027"), the words of the
 * order mail and the invoice; Medusa's raw status only for an answer without a standing.
 */
export function PaymentStandingBadge({ standing, status }: { standing?: PaymentStanding; status: PaymentStatus }) {
  const text = useText()
  const locale = useLocale()
  if (!standing) return <StatusBadge kind="payment" status={status} />
  const label = standing.kind === "invoice_due" ? text("paymentStanding.invoice_due", { date: formatStoreDay(standing.due, locale) }) : text(`paymentStanding.${standing.kind}`)
  return <span className={`status status-${tone[standing.kind]}`}>{label}</span>
}
