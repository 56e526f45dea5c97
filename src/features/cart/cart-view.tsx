import { Link } from "react-router-dom"
import { useUiText } from "../../i18n/ui-text"
import { usePageFormat } from "../../i18n/page-format"
import { AsyncContent, EmptyState, type LoadStatus } from "../../ui/async-state"
import { lineName, type CartLine, type CartTotals } from "./cart-model"
import { CartTotalsList } from "./cart-totals-table"
import { QuantityInput } from "./quantity-input"

/** Props of the cart screen. */
export interface CartViewProps {
  status: LoadStatus
  error?: unknown
  onRetry?: () => void
  lines: CartLine[]
  /** Medusa's totals of the cart. */
  totals: CartTotals
  currencyCode: string
  taxRatePercent: number
  /** The cart is being changed (a quantity or removal is in flight). */
  updating?: boolean
  onChangeQuantity: (lineId: string, quantity: number) => void
  onRemove: (lineId: string) => void
  onCheckout: () => void
}

/** `/cart`: the items with quantities to change or remove, totals with tax, and "Checkout". */
export function CartView(props: CartViewProps) {
  const { status, error, onRetry, lines, totals, currencyCode, taxRatePercent, updating, onChangeQuantity, onRemove, onCheckout } = props
  const t = useUiText().cart
  const format = usePageFormat()
  const money = (amount: number) => format.money(amount, currencyCode)
  return (
    <section className="page">
      <h1>{t.title}</h1>
      <AsyncContent status={status} error={error} onRetry={onRetry}>
        {() =>
          lines.length === 0 ? (
            <EmptyState>
              <p>{t.empty}</p>
              <Link to="/products" className="button primary">
                {t.browse}
              </Link>
            </EmptyState>
          ) : (
            <div className="cart-layout">
              <table className="table stacked">
                <thead>
                  <tr>
                    <th scope="col">{t.product}</th>
                    <th scope="col">{t.unitPrice}</th>
                    <th scope="col">{t.quantity}</th>
                    <th scope="col">{t.lineTotal}</th>
                    <th scope="col">
                      <span className="visually-hidden">{t.remove}</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {lines.map((line) => (
                    <tr key={line.id}>
                      <th scope="row">
                        {line.title}
                        {line.description && line.description !== line.title ? <span className="line-variant">{line.description}</span> : null}
                      </th>
                      <td data-label={t.unitPrice}>{money(line.unitPrice)}</td>
                      <td data-label={t.quantity}>
                        <QuantityInput
                          label={t.quantityFor(lineName(line))}
                          itemName={lineName(line)}
                          value={line.quantity}
                          onCommit={(quantity) => onChangeQuantity(line.id, quantity)}
                          onRemove={() => onRemove(line.id)}
                        />
                      </td>
                      <td data-label={t.lineTotal}>{money(line.subtotal)}</td>
                      <td>
                        <button type="button" className="button link" onClick={() => onRemove(line.id)} aria-label={t.removeItem(lineName(line))}>
                          {t.remove}
                        </button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <aside className="card summary" aria-label={t.total}>
                <CartTotalsList totals={totals} currencyCode={currencyCode} taxRatePercent={taxRatePercent} showShipping={totals.shipping > 0} />
                <p role="status" aria-live="polite" className="muted">
                  {updating ? t.updating : ""}
                </p>
                <button type="button" className="button primary wide" onClick={onCheckout} disabled={updating}>
                  {t.checkout}
                </button>
              </aside>
            </div>
          )
        }
      </AsyncContent>
    </section>
  )
}
