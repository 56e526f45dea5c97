import { Link } from "react-router-dom"
import { useUiText } from "../../i18n/ui-text"
import { formatMoney } from "../../lib/money"
import type { LoadStatus } from "../../ui/async-state"
import type { OrderData } from "../orders/order-model"

/** `/order/confirmed/:id`: thanks, the order number (display id) and a summary once the order is loaded. */
export function OrderConfirmedView({ orderId, status, order }: { orderId: string; status: LoadStatus; order: OrderData | null }) {
  const text = useUiText()
  const t = text.confirmed
  return (
    <section className="page narrow">
      <h1>{t.title}</h1>
      <p className="lead">{t.thanks}</p>
      {order ? (
        <div className="card">
          <p className="order-number">{t.orderNumber(order.display_id)}</p>
          <ul className="summary-lines">
            {(order.items ?? []).map((item) => (
              <li key={item.id}>
                <span>
                  {item.quantity} × {item.title}
                </span>
                <span>{formatMoney(item.unit_price * item.quantity, order.currency_code)}</span>
              </li>
            ))}
          </ul>
          <p className="totals-grand">
            <span>{text.cart.total}</span> <strong>{formatMoney(order.total, order.currency_code)}</strong>
          </p>
        </div>
      ) : (
        <p role="status" aria-live="polite">
          {status === "loading" ? text.common.loading : ""}
        </p>
      )}
      <p className="muted">{t.reference(orderId)}</p>
      <p className="actions">
        <Link to={`/orders/${orderId}`} className="button primary">
          {t.viewOrder}
        </Link>
        <Link to="/products" className="button secondary">
          {t.continueShopping}
        </Link>
      </p>
    </section>
  )
}
