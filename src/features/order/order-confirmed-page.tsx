import { useParams } from "react-router-dom"
import type { OrderData } from "../orders/order-model"
import { useOrder } from "../queries/use-orders"
import { OrderConfirmedView } from "./order-confirmed-view"

/** `/order/confirmed/:id`: shown after checkout completes, with the order's number and summary. */
export function OrderConfirmedPage() {
  const { id = "" } = useParams()
  const query = useOrder({ id })
  return <OrderConfirmedView orderId={id} status={query.isPending ? "loading" : query.isError ? "error" : "ready"} order={(query.data ?? null) as OrderData | null} />
}
