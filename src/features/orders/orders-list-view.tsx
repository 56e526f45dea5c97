import { Link } from "react-router-dom"
import { useText } from "../../i18n/text"
import { usePageFormat } from "../../i18n/page-format"
import { AsyncContent, EmptyState, type LoadStatus } from "../../ui/async-state"
import { readyResults, type OrderData } from "../../models/order-model"
import { OrderLookupForm } from "./order-lookup-form"
import { PaymentStandingBadge } from "./payment-standing-badge"
import { StatusBadge } from "./status-badge"

/** Whether an order's results are ready: "2 of 3 ready" (linking to the order) when any is, else a dash. */
function ResultsCell({ order }: { order: OrderData }) {
  const text = useText()
  const { ready, total } = readyResults(order)
  if (ready === 0) return <span className="muted">{text("orderDetails.noResultsYet")}</span>
  return (
    <Link to={`/orders/${order.id}`} className="status status-ready">
      {ready === total ? text("orderDetails.resultsAllReady") : text("orderDetails.resultsReady", { ready, total })}
    </Link>
  )
}

/** Orders per page: 10. */
export const ORDERS_PAGE_SIZE = 10

/** Props of the orders list. */
export interface OrdersListViewProps {
  status: LoadStatus
  error?: unknown
  onRetry?: () => void
  orders: OrderData[]
  count: number
  offset: number
  limit?: number
  onPage: (offset: number) => void
  onLookup: (query: { display_id: number } | { id: string }) => Promise<boolean>
}

/** `/orders`: lookup by number or id, then the paged list (newest first) with previous/next. */
export function OrdersListView({ status, error, onRetry, orders, count, offset, limit = ORDERS_PAGE_SIZE, onPage, onLookup }: OrdersListViewProps) {
  const text = useText()
  const format = usePageFormat()
  const page = Math.floor(offset / limit) + 1
  const pages = Math.max(1, Math.ceil(count / limit))
  return (
    <section className="page">
      <h1>{text("orders.title")}</h1>
      <OrderLookupForm onLookup={onLookup} />
      <AsyncContent status={status} error={error} onRetry={onRetry}>
        {() =>
          orders.length === 0 ? (
            <EmptyState>
              <p>{text("orders.empty")}</p>
            </EmptyState>
          ) : (
            <>
              <table className="table stacked">
                <thead>
                  <tr>
                    <th scope="col">{text("orders.orderNumber")}</th>
                    <th scope="col">{text("orders.date")}</th>
                    <th scope="col">{text("orders.total")}</th>
                    <th scope="col">{text("orders.payment")}</th>
                    <th scope="col">{text("orders.fulfillment")}</th>
                    <th scope="col">{text("orderDetails.results")}</th>
                  </tr>
                </thead>
                <tbody>
                  {orders.map((order) => (
                    <tr key={order.id}>
                      <th scope="row">
                        <Link to={`/orders/${order.id}`}>#{order.display_id}</Link>
                      </th>
                      <td data-label={text("orders.date")}>{format.date(order.created_at)}</td>
                      <td data-label={text("orders.total")}>{format.money(order.total, order.currency_code)}</td>
                      <td data-label={text("orders.payment")}>
                        <PaymentStandingBadge standing={order.payment_standing} status={order.payment_status} />
                      </td>
                      <td data-label={text("orders.fulfillment")}>
                        <StatusBadge kind="fulfillment" status={order.fulfillment_status} />
                      </td>
                      <td>
                        <ResultsCell order={order} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <nav className="pagination" aria-label={text("orders.pagination")}>
                <button type="button" className="button secondary" disabled={offset === 0} onClick={() => onPage(Math.max(0, offset - limit))}>
                  {text("orders.previous")}
                </button>
                <span aria-live="polite">{text("orders.pageOf", { page, pages })}</span>
                <button type="button" className="button secondary" disabled={offset + limit >= count} onClick={() => onPage(offset + limit)}>
                  {text("orders.next")}
                </button>
              </nav>
            </>
          )
        }
      </AsyncContent>
    </section>
  )
}
