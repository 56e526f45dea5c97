import { notWired } from "../../app/not-wired"
import { OrderDetailView } from "./order-detail-view"

/** `/orders/:id`: one order with its lab orders. */
export function OrderPage() {
  return <OrderDetailView status="loading" order={null} onLoadResult={notWired("lab result")} />
}
