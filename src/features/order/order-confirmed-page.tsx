import { useParams } from "react-router-dom"
import { OrderConfirmedView } from "./order-confirmed-view"

/** `/order/confirmed/:id`: shown after checkout completes. */
export function OrderConfirmedPage() {
  const { id = "" } = useParams()
  return <OrderConfirmedView orderId={id} status="loading" order={null} />
}
