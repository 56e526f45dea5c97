import { useUiText } from "../../i18n/ui-text"
import { usePageFormat } from "../../i18n/page-format"
import type { CartTotals } from "./cart-model"

/** Medusa's subtotal, discount (when any), shipping (when known), tax and total, as a description list. */
export function CartTotalsList({ totals, currencyCode, taxRatePercent, showShipping }: { totals: CartTotals; currencyCode: string; taxRatePercent: number; showShipping: boolean }) {
  const t = useUiText().cart
  const format = usePageFormat()
  const money = (amount: number) => format.money(amount, currencyCode)
  return (
    <dl className="totals">
      <div>
        <dt>{t.subtotal}</dt>
        <dd>{money(totals.subtotal)}</dd>
      </div>
      {totals.discount > 0 ? (
        <div>
          <dt>{t.discount}</dt>
          <dd>−{money(totals.discount)}</dd>
        </div>
      ) : null}
      {showShipping ? (
        <div>
          <dt>{t.shipping}</dt>
          <dd>{money(totals.shipping)}</dd>
        </div>
      ) : null}
      <div>
        <dt>{t.tax(taxRatePercent)}</dt>
        <dd>{money(totals.tax)}</dd>
      </div>
      <div className="totals-grand">
        <dt>{t.total}</dt>
        <dd>{money(totals.total)}</dd>
      </div>
    </dl>
  )
}
