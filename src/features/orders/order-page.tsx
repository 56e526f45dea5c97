import { useParams } from "react-router-dom"
import { useApi } from "../api/api-provider"
import { useOrder } from "../queries/use-orders"
import type { OrderData } from "./order-model"
import { OrderDetailView } from "./order-detail-view"
import { toLabResult } from "./to-lab-result"

/** `/orders/:id`: one order with its lab orders; a result is fetched when the customer asks to view it. */
export function OrderPage() {
  const { id = "" } = useParams()
  const api = useApi()
  const query = useOrder({ id })
  const status = query.isPending ? "loading" : query.isError ? "error" : "ready"
  return (
    <OrderDetailView
      status={status}
      error={query.error}
      onRetry={() => void query.refetch()}
      order={(query.data ?? null) as OrderData | null}
      onLoadResult={async (orderId, labOrderId) => {
        const result = toLabResult(await api.product.orderResult(orderId, labOrderId))
        // The answer describes the file; its bytes come from the download address.
        return result.content ? result : { ...result, content: await api.product.orderResultContent(orderId, labOrderId) }
      }}
    />
  )
}
