import { useNavigate, useSearchParams } from "react-router-dom"
import { errorKind } from "../../ui/friendly-error"
import { useFindOrder, useOrders } from "../../queries/use-orders"
import type { OrderData } from "../../models/order-model"
import { ORDERS_PAGE_SIZE, OrdersListView } from "./orders-list-view"

/** `/orders?offset=N`: the paged list of orders and the lookup by number or id. */
export function OrdersPage() {
  const findOrder = useFindOrder<OrderData>()
  const navigate = useNavigate()
  const [params, setParams] = useSearchParams()
  const offset = Math.max(0, Number(params.get("offset")) || 0)
  const query = useOrders({ offset, limit: ORDERS_PAGE_SIZE })
  const status = query.isPending ? "loading" : query.isError ? "error" : "ready"
  return (
    <OrdersListView
      status={status}
      error={query.error}
      onRetry={() => void query.refetch()}
      orders={(query.data?.orders ?? []) as unknown as OrderData[]}
      count={query.data?.count ?? 0}
      offset={offset}
      limit={ORDERS_PAGE_SIZE}
      onPage={(next) => setParams(next > 0 ? { offset: String(next) } : {})}
      onLookup={async (lookup) => {
        try {
          const order = await findOrder.mutateAsync(lookup)
          navigate(`/orders/${order.id}`)
          return true
        } catch (error) {
          if (errorKind(error) === "not_found" || errorKind(error) === "invalid_data") return false
          throw error
        }
      }}
    />
  )
}
