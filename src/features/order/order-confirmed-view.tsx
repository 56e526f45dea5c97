import { Link } from "react-router-dom"
import { useText } from "../../i18n/text"
import { usePageFormat } from "../../i18n/page-format"
import type { LoadStatus } from "../../ui/async-state"
import { lineName, medusaTotals } from "../cart/cart-model"
import { CartTotalsList } from "../cart/cart-totals-table"
import { chargedTaxRate, type OrderData } from "../orders/order-model"

/**
 * `/order/confirmed/:id`: thanks, the order number (display id) and a summary with Medusa's totals once the order is
 * loaded; "not found" for an id that is not one of the customer's orders.
 */
export function OrderConfirmedView({ orderId, status, order }: { orderId: string; status: LoadStatus; order: OrderData | null }) {
  const text = useText()
  const format = usePageFormat()
  if (status === "error" && !order) {
    return (
      <section className="page narrow">
        <h1>{text("confirmed.notFoundTitle")}</h1>
        <p role="alert">{text("confirmed.notFound")}</p>
        <p className="actions">
          <Link to="/orders" className="button primary">
            {text("confirmed.allOrders")}
          </Link>
        </p>
      </section>
    )
  }
  return (
    <section className="page narrow">
      <h1>{text("confirmed.title")}</h1>
      <p className="lead">{text("confirmed.thanks")}</p>
      {order ? (
        <div className="card">
          <p className="order-number">{text("confirmed.orderNumber", { displayId: order.display_id })}</p>
          <ul className="summary-lines">
            {(order.items ?? []).map((item) => (
              <li key={item.id}>
                <span>
                  {item.quantity} × {lineName(item)}
                </span>
                <span>{format.money(item.subtotal ?? 0, order.currency_code)}</span>
              </li>
            ))}
          </ul>
          <CartTotalsList totals={medusaTotals(order)} currencyCode={order.currency_code} taxRatePercent={chargedTaxRate(order)} showShipping />
        </div>
      ) : (
        <p role="status" aria-live="polite">
          {status === "loading" ? text("common.loading") : ""}
        </p>
      )}
      <p className="muted">{text("confirmed.reference", { id: orderId })}</p>
      <p className="actions">
        <Link to={`/orders/${orderId}`} className="button primary">
          {text("confirmed.viewOrder")}
        </Link>
        <Link to="/products" className="button secondary">
          {text("confirmed.continueShopping")}
        </Link>
      </p>
    </section>
  )
}
