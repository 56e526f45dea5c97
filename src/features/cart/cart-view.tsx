import type { ReactNode } from "react"
import { Link } from "react-router-dom"
import { useText } from "../../i18n/text"
import { usePageFormat } from "../../i18n/page-format"
import { AsyncContent, EmptyState, type LoadStatus } from "../../ui/async-state"
import { ProductImage } from "../../ui/product-image"
import { lineName, type CartLine, type CartTotals } from "../../models/cart-model"
import { CartTotalsList } from "../../ui/cart-totals-table"
import { QuantityStepper } from "./quantity-stepper"
import { AddedItemNotice } from "./added-item-notice"
import type { AddedItem } from "../../../machines/cart/cart.types"

/** Props of the cart screen. */
export interface CartViewProps {
  status: LoadStatus
  error?: unknown
  onRetry?: () => void
  lines: CartLine[]
  /** Medusa's totals of the cart as last settled (during a change: the previous ones, marked as updating). */
  totals: CartTotals
  currencyCode: string
  taxRatePercent: number
  /** The cart is being changed (a quantity or removal is in flight). */
  updating?: boolean
  onChangeQuantity: (lineId: string, quantity: number) => void
  onRemove: (lineId: string) => void
  onCheckout: () => void
  /**
   * Why the cart takes no changes now (a request for approval is pending: the server refuses every change), or null;
   * shown above the lines, whose quantities and Remove buttons are then disabled.
   */
  frozenReason?: string | null
  /** What the cart says before checkout about approval (the server's check of the member's limits), or null. */
  approvalNotice?: string | null
  /** The item added last (named, with the way back to the page it was added on); null when none. */
  added?: AddedItem | null
  /** The discount code field (codes go through the cart machine), shown above the totals. */
  discountCodes?: ReactNode
}

/** The line's name, linked to its product page when the product is known. */
function LineName({ line }: { line: CartLine }) {
  return line.productId ? <Link to={`/products/${line.productId}`}>{line.title}</Link> : <>{line.title}</>
}

/**
 * `/cart`: the item just added and the way back to where it was added; the items (picture, linked name, quantity
 * stepper) to change or remove, totals with tax, and "Checkout".
 */
export function CartView(props: CartViewProps) {
  const { status, error, onRetry, lines, totals, currencyCode, taxRatePercent, updating, onChangeQuantity, onRemove, onCheckout, frozenReason, added = null } = props
  const frozen = Boolean(frozenReason)
  const t = useText()
  const format = usePageFormat()
  const money = (amount: number) => format.money(amount, currencyCode)
  return (
    <section className="page">
      <h1>{t("cart.title")}</h1>
      <AddedItemNotice item={added} />
      <AsyncContent status={status} error={error} onRetry={onRetry}>
        {() =>
          lines.length === 0 ? (
            <EmptyState>
              <p>{t("cart.empty")}</p>
              <Link to="/products" className="button primary">
                {t("cart.browse")}
              </Link>
            </EmptyState>
          ) : (
            <div className="cart-layout">
              {frozenReason ? (
                <p className="notice" id="cart-frozen-reason" role="status">
                  {frozenReason}
                </p>
              ) : null}
              {props.approvalNotice ? (
                <p className="notice" role="status">
                  {props.approvalNotice}
                </p>
              ) : null}
              <table className="table stacked cart-table">
                <thead>
                  <tr>
                    <th scope="col">{t("cart.product")}</th>
                    <th scope="col">{t("cart.unitPrice")}</th>
                    <th scope="col">{t("cart.quantity")}</th>
                    <th scope="col">{t("cart.lineTotal")}</th>
                    <th scope="col">
                      <span className="visually-hidden">{t("cart.remove")}</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {lines.map((line) => (
                    <tr key={line.id}>
                      <th scope="row">
                        <div className="cart-item">
                          <ProductImage src={line.thumbnail ?? null} name={line.title} />
                          <span>
                            <LineName line={line} />
                            {line.description && line.description !== line.title ? <span className="line-variant">{line.description}</span> : null}
                          </span>
                        </div>
                      </th>
                      <td data-label={t("cart.unitPrice")} className="cart-line-price">
                        {money(line.unitPrice)}
                      </td>
                      <td data-label={t("cart.quantity")}>
                        <QuantityStepper
                          label={t("cart.quantityFor", { name: lineName(line) })}
                          itemName={lineName(line)}
                          value={line.quantity}
                          onCommit={(quantity) => onChangeQuantity(line.id, quantity)}
                          onRemove={() => onRemove(line.id)}
                          disabled={frozen}
                        />
                      </td>
                      <td data-label={t("cart.lineTotal")} className="cart-line-total">
                        {money(line.amount ?? line.subtotal)}
                      </td>
                      <td>
                        <button type="button" className="button link nowrap" disabled={frozen} aria-describedby={frozen ? "cart-frozen-reason" : undefined} onClick={() => onRemove(line.id)} aria-label={t("cart.removeItem", { name: lineName(line) })}>
                          {t("cart.remove")}
                        </button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <aside className="card summary" aria-label={t("cart.total")} aria-busy={updating ? true : undefined}>
                {props.discountCodes}
                <CartTotalsList totals={totals} currencyCode={currencyCode} taxRatePercent={taxRatePercent} showShipping={totals.shipping > 0} updating={updating} />
                <p role="status" aria-live="polite" className="muted">
                  {updating ? t("cart.updating") : ""}
                </p>
                <button type="button" className="button primary wide" onClick={onCheckout} disabled={updating}>
                  {t("cart.checkout")}
                </button>
              </aside>
            </div>
          )
        }
      </AsyncContent>
    </section>
  )
}
