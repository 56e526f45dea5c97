import type { ReactNode } from "react"
import { Link } from "react-router-dom"
import type { Address } from "../../../machines/domain.types"
import { useLocale } from "../../i18n/locale-context"
import { usePageFormat } from "../../i18n/page-format"
import { useText } from "../../i18n/text"
import { addressSummary, sameAddress } from "../../ui/address-book-model"
import type { CheckoutDetails, CheckoutPayment, CheckoutShipping } from "./checkout-model"
import type { CheckoutStep } from "./checkout-steps"

function Row({ label, step, children }: { label: string; step: CheckoutStep; children: ReactNode }) {
  const text = useText()
  const locale = useLocale()
  return (
    <div className="review-row">
      <dt>{label}</dt>
      <dd>{children}</dd>
      <dd className="review-change">
        <Link to={{ search: `?step=${step}` }}>
          {text("journey.checkout.change")}{" "}
          <span className="visually-hidden">{label.toLocaleLowerCase(locale)}</span>
        </Link>
      </dd>
    </div>
  )
}

/** Check your answers: email, addresses, delivery and payment, each with a "Change" link back to its step. */
export function CheckoutReview({
  details,
  shipping,
  payment,
  currencyCode,
}: {
  details: CheckoutDetails
  shipping: CheckoutShipping | null
  payment: CheckoutPayment | null
  currencyCode: string
}) {
  const text = useText()
  const locale = useLocale()
  const format = usePageFormat()
  const billingSame = sameAddress(details.billing_address, details.shipping_address)
  return (
    <>
      <p>{text("journey.checkout.reviewIntro")}</p>
      <dl className="review-list">
        <Row label={text("checkout.email")} step="address">
          {details.email}
        </Row>
        <Row label={text("checkout.shippingAddress")} step="address">
          {addressSummary(details.shipping_address as Address, locale)}
        </Row>
        <Row label={text("checkout.billingAddress")} step="address">
          {billingSame ? text("journey.checkout.billingSameShort") : addressSummary(details.billing_address as Address, locale)}
        </Row>
        <Row label={text("journey.checkout.step.delivery")} step="delivery">
          {shipping ? `${shipping.name} (${format.money(shipping.amount, currencyCode)})` : text("checkout.noShipping")}
        </Row>
        <Row label={text("journey.checkout.step.payment")} step="payment">
          {payment === null ? text("checkout.preparingPayment") : payment.provider === "manual" ? text("journey.checkout.paymentManual") : text("journey.checkout.paymentCard")}
        </Row>
      </dl>
    </>
  )
}
