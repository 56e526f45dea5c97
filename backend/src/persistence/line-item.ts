import { queryRows, type Db } from "./db"

/** A line of an order as ordering it again sees it: its product when still published, and the units already in the cart. */
export type ReorderLine = { variant_id: string | null; title: string; description: string | null; quantity: number; product_id: string | null; in_cart: string }

/** The lines of an order, in their order, each with its published product (null otherwise) and the units of its variant in `cartId`. */
export async function orderLinesForReorder(db: Db, orderId: string, cartId: string): Promise<ReorderLine[]> {
  return queryRows<ReorderLine>(
    db,
    `select li.variant_id, li.title, li.description, li.quantity, p.id as product_id,
            coalesce((select sum(c.quantity) from line_item c where c.cart_id = $2 and c.variant_id = li.variant_id), 0)::text as in_cart
       from line_item li
       left join product_variant v on v.id = li.variant_id and v.deleted_at is null
       left join product p on p.id = v.product_id and p.deleted_at is null and p.status = 'published'
      where li.order_id = $1
      order by li.created_at, li.id`,
    [orderId, cartId]
  )
}
