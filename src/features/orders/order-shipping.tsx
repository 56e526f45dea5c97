import { useLocale } from "../../i18n/locale-context"
import { usePageFormat } from "../../i18n/page-format"
import { useText } from "../../i18n/text"
import { countryName } from "../../ui/country-names"
import { addressLines, type OrderData } from "../../models/order-model"

/**
 * Where and how the order ships (the shipping option named in the page's language where staff translated it), and
 * the discount codes applied; amounts are Medusa's own.
 */
export function OrderShipping({ order, shippingNames = {} }: { order: OrderData; shippingNames?: Record<string, string> }) {
  const t = useText()
  const locale = useLocale()
  const format = usePageFormat()
  // "Standard shipping" in the page's language where staff translated it; Medusa's name otherwise.
  const names = shippingNames
  const lines = addressLines(order.shipping_address, (code) => countryName(locale, code))
  const methods = order.shipping_methods ?? []
  const codes = (order.discounts ?? []).map((discount) => discount.code)
  if (!lines.length && !methods.length && !codes.length) return null
  return (
    <section aria-labelledby="order-shipping-title">
      <h2 id="order-shipping-title">{t("orderDetails.shippingTitle")}</h2>
      <dl className="facts">
        {lines.length ? (
          <div>
            <dt>{t("orderDetails.shipTo")}</dt>
            <dd>
              {lines.map((line, index) => (
                <span key={`${index}-${line}`} className="address-line">
                  {line}
                </span>
              ))}
            </dd>
          </div>
        ) : null}
        {methods.map((method) => (
          <div key={method.id}>
            <dt>{t("orderDetails.shippingMethod")}</dt>
            <dd>
              {names[method.shipping_option?.id ?? method.shipping_option_id ?? ""] ?? method.shipping_option?.name ?? ""} ({format.money(method.price ?? 0, order.currency_code)})
            </dd>
          </div>
        ))}
        {codes.length ? (
          <div>
            <dt>{t("orderDetails.discountCodes")}</dt>
            <dd>{codes.join(", ")}</dd>
          </div>
        ) : null}
      </dl>
    </section>
  )
}
