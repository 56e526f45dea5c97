import { notWired } from "../../app/not-wired"
import { OrdersListView } from "./orders-list-view"

/** `/orders`: the paged list of orders and the lookup. */
export function OrdersPage() {
  return <OrdersListView status="loading" orders={[]} count={0} offset={0} onPage={() => undefined} onLookup={notWired("order lookup")} />
}
