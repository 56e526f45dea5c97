import { visibleOrderCount, visibleOrderId, visibleOrdersPage } from "../persistence/order"
import { StoreService } from "../lib/store-service"

/** How an order is looked up: by its id, its display number or the cart it was placed from. */
export type OrderLookup = { id: string } | { display_id: number } | { cart_id: string }

/**
 * The order visibility rule: an order placed for a clinic (recorded as it was placed) is visible to that clinic's
 * members, and to no one else: not through a clinic its placer joins later, nor to its placer once she has left; an
 * order placed outside any clinic is visible to the customer who placed it only. The order's lab orders and results
 * follow it. Everything else answers as if the order did not exist.
 */
export default class OrderAccessService extends StoreService {
  /** The id of the order the lookup names when `customerId` may see it, else null (one query). */
  async findVisibleOrderId(customerId: string | undefined, lookup: OrderLookup): Promise<string | null> {
    if (!customerId) return null
    const [column, value] =
      "id" in lookup ? (["id", lookup.id] as const) : "display_id" in lookup ? (["display_id", lookup.display_id] as const) : (["cart_id", lookup.cart_id] as const)
    return (await visibleOrderId(this.activeManager_, customerId, column, value)) ?? null
  }

  /** One page of the orders `customerId` may see, newest first, with the total count (one or two queries). */
  async listVisibleOrderIds(customerId: string, offset: number, limit: number): Promise<{ ids: string[]; count: number }> {
    const rows = await visibleOrdersPage(this.activeManager_, customerId, offset, limit)
    if (rows.length) return { ids: rows.map((row) => row.id), count: Number(rows[0].total) }
    return { ids: [], count: await visibleOrderCount(this.activeManager_, customerId) }
  }
}
