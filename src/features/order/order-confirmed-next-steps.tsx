import { cardBrandName, formatStoreDay, paymentCardOf, SHIPS_WITHIN_WORKING_DAYS } from "@clinic-store/contract"
import { useLocale } from "../../i18n/locale-context"
import { useText } from "../../i18n/text"
import type { ConfirmedOrder } from "./order-confirmed-details"

/**
 * What happens next, as the order mail says it: how the order was paid (the card's brand and last four digits, from
 * the payment Medusa recorded; or the invoice and the day it is due, from the backend's payment standing), when it
 * ships, and what the clinic does with the test kits.
 */
export function OrderConfirmedNextSteps({ order }: { order: ConfirmedOrder }) {
  const text = useText()
  const locale = useLocale()
  const standing = order.payment_standing
  const card = paymentCardOf(order.payments)
  const days = SHIPS_WITHIN_WORKING_DAYS
  // An answer without a standing (an older backend) says nothing of the payment here; the details below name it.
  let payment: string | null = null
  if (standing?.kind === "paid_by_card") {
    payment = card ? text("confirmed.nextCardNamed", { brand: cardBrandName(card.brand), last4: card.last4, days }) : text("confirmed.nextCard", { days })
  } else if (standing?.kind === "invoice_due") {
    payment = text("confirmed.nextInvoice", { date: formatStoreDay(standing.due, locale), days })
  } else if (standing) {
    payment = text(`paymentStanding.${standing.kind}`)
  }
  return (
    <section aria-labelledby="next-steps-title" className="next-steps">
      <h2 id="next-steps-title">{text("confirmed.nextTitle")}</h2>
      <ul>
        {payment ? <li>{payment}</li> : null}
        <li>{text("confirmed.nextKit")}</li>
      </ul>
    </section>
  )
}
