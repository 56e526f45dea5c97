import { useText } from "../i18n/text"
import { usePageFormat } from "../i18n/page-format"
import type { CartTotals } from "../models/cart-model"

/**
 * Medusa's subtotal, discount and gift card (when any), shipping (when known), tax and total, as a description list. The tax is
 * labelled with its rate when one is known (`taxRatePercent` null: no rate is named).
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
  return (
    <dl className="totals">
      <div>
        <dt>{t("cart.subtotal")}</dt>
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
          <dt>{t("cart.shipping")}</dt>
          <dd>{money(totals.shipping)}</dd>
        </div>
      ) : null}
      <div>
        <dt>{taxRatePercent === null ? t("cart.taxCharged") : t("cart.tax", { rate: taxRatePercent })}</dt>
        <dd>{money(totals.tax)}</dd>
      </div>
      <div className="totals-grand">
        <dt>{t("cart.total")}</dt>
        <dd>
          {money(totals.total)}
          {updating ? <span className="totals-updating">({t("shop.cart.updatingTotal")})</span> : null}
        </dd>
      </div>
    </dl>
  )
}
