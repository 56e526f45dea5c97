import { Link } from "react-router-dom"
import { useUiText } from "../../i18n/ui-text"
import { usePageFormat } from "../../i18n/page-format"
import { AsyncContent, EmptyState, type LoadStatus } from "../../ui/async-state"
import { readyResults, type OrderData } from "./order-model"
import { OrderLookupForm } from "./order-lookup-form"
import { StatusBadge } from "./status-badge"

/** Whether an order's results are ready: "2 of 3 ready" (linking to the order) when any is, else a dash. */
function ResultsCell({ order }: { order: OrderData }) {
  const t = useUiText().orderDetails
  const { ready, total } = readyResults(order)
  if (ready === 0) return <span className="muted">{t.noResultsYet}</span>
  return (
    <Link to={`/orders/${order.id}`} className="status status-ready">
      {ready === total ? t.resultsAllReady : t.resultsReady(ready, total)}
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
  const text = useUiText()
  const t = text.orders
  const details = text.orderDetails
  const format = usePageFormat()
  const page = Math.floor(offset / limit) + 1
  const pages = Math.max(1, Math.ceil(count / limit))
  return (
    <section className="page">
      <h1>{t.title}</h1>
      <OrderLookupForm onLookup={onLookup} />
      <AsyncContent status={status} error={error} onRetry={onRetry}>
        {() =>
          orders.length === 0 ? (
            <EmptyState>
              <p>{t.empty}</p>
            </EmptyState>
          ) : (
            <>
              <table className="table stacked">
                <thead>
                  <tr>
                    <th scope="col">{t.orderNumber}</th>
                    <th scope="col">{t.date}</th>
                    <th scope="col">{t.total}</th>
                    <th scope="col">{t.payment}</th>
                    <th scope="col">{t.fulfillment}</th>
                    <th scope="col">{details.results}</th>
                  </tr>
                </thead>
                <tbody>
                  {orders.map((order) => (
                    <tr key={order.id}>
                      <th scope="row">
                        <Link to={`/orders/${order.id}`}>#{order.display_id}</Link>
                      </th>
                      <td data-label={t.date}>{format.date(order.created_at)}</td>
                      <td data-label={t.total}>{format.money(order.total, order.currency_code)}</td>
                      <td data-label={t.payment}>
                        <StatusBadge kind="payment" status={order.payment_status} />
                      </td>
                      <td data-label={t.fulfillment}>
                        <StatusBadge kind="fulfillment" status={order.fulfillment_status} />
                      </td>
                      <td>
                        <ResultsCell order={order} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <nav className="pagination" aria-label={t.pagination}>
                <button type="button" className="button secondary" disabled={offset === 0} onClick={() => onPage(Math.max(0, offset - limit))}>
                  {t.previous}
                </button>
                <span aria-live="polite">{t.pageOf(page, pages)}</span>
                <button type="button" className="button secondary" disabled={offset + limit >= count} onClick={() => onPage(offset + limit)}>
                  {t.next}
                </button>
              </nav>
            </>
          )
        }
      </AsyncContent>
    </section>
  )
}
