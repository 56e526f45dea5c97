import { Link } from "react-router-dom"
import { useText } from "../../i18n/text"
import { usePageFormat } from "../../i18n/page-format"
import type { LoadStatus } from "../../ui/async-state"
import { lineAmount, lineName, medusaTotals } from "../../models/cart-model"
import { CartTotalsList } from "../../ui/cart-totals-table"
import { chargedTaxRate } from "../../models/order-model"
import { OrderConfirmedDetails, type ConfirmedOrder } from "./order-confirmed-details"
import { OrderConfirmedNextSteps } from "./order-confirmed-next-steps"

/**
 * `/order/confirmed/:id`: thanks, the order number (display id; never Medusa's `order_01…` id, which reads like a
 * reference of the clinic's), the PO number or reference the customer gave when there is one, what happens next, the items with Medusa's totals, where the order
 * ships and is billed, delivery and payment, and a link to the order's page once the order is loaded; "not found" for an id that is not one of the customer's orders.
 */
export function OrderConfirmedView({
  orderId,
  status,
  order,
  shippingNames,
}: {
  orderId: string
  status: LoadStatus
  order: ConfirmedOrder | null
  /** The shipping options' names in the page's language (`{ [optionId]: name }`), where staff translated them. */
  shippingNames?: Record<string, string>
}) {
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
          {order.reference ? <p>{text("confirmed.reference", { reference: order.reference })}</p> : null}
          {order.email ? <p>{text("journey.confirmed.email", { email: order.email })}</p> : null}
          <OrderConfirmedNextSteps order={order} />
          <h2>{text("journey.confirmed.items")}</h2>
          <ul className="summary-lines">
            {(order.items ?? []).map((item) => (
              <li key={item.id}>
                <span>
                  {item.quantity} × {lineName(item)}
                </span>
                <span className="money">{format.money(lineAmount(item), order.currency_code)}</span>
              </li>
            ))}
          </ul>
          <CartTotalsList totals={medusaTotals(order)} currencyCode={order.currency_code} taxRatePercent={chargedTaxRate(order)} showShipping />
          <h2>{text("journey.confirmed.details")}</h2>
          <OrderConfirmedDetails order={order} shippingNames={shippingNames} />
        </div>
      ) : (
        <p role="status" aria-live="polite">
          {status === "loading" ? text("common.loading") : ""}
        </p>
      )}
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
