import { useParams } from "react-router-dom"
import { useLabResultLoader, useOrder, useRecordLabSample } from "../../queries/use-orders"
import { useShippingOptionNames } from "../../queries/use-products"
import type { OrderData } from "../../models/order-model"
import { OrderBilling } from "./order-billing"
import { OrderDetailView } from "./order-detail-view"
import { OrderReturnsPanel } from "./order-returns-panel"

/** `/orders/:id`: one order with its lab orders; a result is fetched when the customer asks to view it. */
export function OrderPage() {
  const { id = "" } = useParams()
  const query = useOrder({ id })
  const loadResult = useLabResultLoader()
  const recordSample = useRecordLabSample()
  const shippingNames = useShippingOptionNames().data
  const status = query.isPending ? "loading" : query.isError ? "error" : "ready"
  return (
    <OrderDetailView
      status={status}
      error={query.error}
      onRetry={() => void query.refetch()}
      order={(query.data ?? null) as OrderData | null}
      onLoadResult={loadResult}
      onRecordSample={recordSample}
      billing={(order) => <OrderBilling order={order} />}
      shippingNames={shippingNames}
      returns={(order) => <OrderReturnsPanel key={order.id} order={order} />}
    />
  )
}
