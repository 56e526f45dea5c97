import { useText } from "../i18n/text"
import { usePageFormat } from "../i18n/page-format"
import type { CartTotals } from "../models/cart-model"

/**
 * Medusa's subtotal, discount and gift card (when any), shipping (when known), tax and total, as a description list. The tax is
 * labelled with its rate when one is known (`taxRatePercent` null: no rate is named). Where the prices include VAT
 * (`totals.includesTax`: Medusa's tax-inclusive pricing, the EU regions) the lines say so: Medusa's subtotal and
 * shipping are then the amounts before VAT, its `tax_total` the VAT the total includes; nothing is recomputed.
 * The rule for clinics with a VAT number (docs/payments.md, "Prices and VAT"): one price for every buyer, shown
 * including VAT on the lines; this breakdown gives every buyer the amounts without VAT and the VAT, which a clinic
 * that deducts VAT reads (its invoice carries its VAT number).
 */
export function CartTotalsList({
  totals,
  currencyCode,
  taxRatePercent,
  showShipping,
  updating = false,
}: {
  totals: CartTotals
  currencyCode: string
  taxRatePercent: number | null
  showShipping: boolean
  /** A change is under way: these are the previous totals, marked as being updated. */
  updating?: boolean
}) {
  const t = useText()
  const format = usePageFormat()
  const money = (amount: number) => format.money(amount, currencyCode)
  const vat = totals.includesTax === true
  const taxLabel = vat
    ? taxRatePercent === null
      ? t("cart.vatCharged")
      : t("cart.vat", { rate: taxRatePercent })
    : taxRatePercent === null
      ? t("cart.taxCharged")
      : t("cart.tax", { rate: taxRatePercent })
  return (
    <dl className="totals">
      <div>
        <dt>{vat ? t("cart.subtotalExclVat") : t("cart.subtotal")}</dt>
        <dd>{money(totals.subtotal)}</dd>
      </div>
      {totals.discount > 0 ? (
        <div>
          <dt>{t("cart.discount")}</dt>
          <dd>−{money(totals.discount)}</dd>
        </div>
      ) : null}
      {totals.giftCard > 0 ? (
        <div>
          <dt>{t("cart.giftCard")}</dt>
          <dd>−{money(totals.giftCard)}</dd>
        </div>
      ) : null}
      {showShipping ? (
        <div>
          <dt>{vat ? t("cart.shippingExclVat") : t("cart.shipping")}</dt>
          <dd>{money(totals.shipping)}</dd>
        </div>
      ) : null}
      <div>
        <dt>{taxLabel}</dt>
        <dd>{money(totals.tax)}</dd>
      </div>
      <div className="totals-grand">
        <dt>{vat ? t("cart.totalInclVat") : t("cart.total")}</dt>
        <dd>
          {money(totals.total)}
          {updating ? <span className="totals-updating">({t("shop.cart.updatingTotal")})</span> : null}
        </dd>
      </div>
    </dl>
  )
}
