import type { PaymentWithData } from "@clinic-store/contract"
import type { Address } from "../../../machines/domain.types"
import { useLocale } from "../../i18n/locale-context"
import { usePageFormat } from "../../i18n/page-format"
import { useText } from "../../i18n/text"
import { countryName } from "../../ui/country-names"
import { sameAddress } from "../../ui/address-book-model"
import { addressLines, type OrderData } from "../../models/order-model"

/** The confirmation's view of an order: what the completion answered, with the billing address and payment. */
export type ConfirmedOrder = OrderData & { billing_address?: Address | null; payments?: PaymentWithData[] | null; email?: string | null }

function AddressLines({ address }: { address: Address | null | undefined }) {
  const locale = useLocale()
  return (
    <>
      {addressLines(address, (code) => countryName(locale, code)).map((line, index) => (
        <span key={`${index}-${line}`} className="address-line">
          {line}
        </span>
      ))}
    </>
  )
}

/** Where the order ships and is billed, how it is delivered and paid (GOV.UK's confirmation page: what happens next). */
export function OrderConfirmedDetails({ order, shippingNames = {} }: { order: ConfirmedOrder; shippingNames?: Record<string, string> }) {
  const text = useText()
  const format = usePageFormat()
  const provider = order.payments?.[0]?.provider_id
  const method = order.shipping_methods?.[0]
  // The option's name in the page's language where staff translated it; Medusa's name otherwise.
  const methodName = method ? shippingNames[method.shipping_option?.id ?? method.shipping_option_id ?? ""] || method.shipping_option?.name : null
  return (
    <dl className="detail-list grid-2">
      {order.shipping_address ? (
        <div>
          <dt>{text("journey.confirmed.shippingAddress")}</dt>
          <dd>
            <AddressLines address={order.shipping_address} />
          </dd>
        </div>
      ) : null}
      {order.billing_address ? (
        <div>
          <dt>{text("journey.confirmed.billingAddress")}</dt>
          <dd>{sameAddress(order.billing_address, order.shipping_address) ? text("journey.checkout.billingSameShort") : <AddressLines address={order.billing_address} />}</dd>
        </div>
      ) : null}
      {method ? (
        <div>
          <dt>{text("journey.confirmed.delivery")}</dt>
          <dd>
            {methodName ? `${methodName} ` : ""}({format.money(method.price ?? 0, order.currency_code)})
          </dd>
        </div>
      ) : null}
      {provider ? (
        <div>
          <dt>{text("journey.confirmed.payment")}</dt>
          <dd>{provider === "stripe" ? text("journey.confirmed.paymentCard") : text("journey.confirmed.paymentManual")}</dd>
        </div>
      ) : null}
    </dl>
  )
}
