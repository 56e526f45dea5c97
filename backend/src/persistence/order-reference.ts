import { firstRow, queryRows, type Db } from "./db"

/** The reference written on a cart, or undefined. */
export async function referenceOfCart(db: Db, cartId: string): Promise<string | undefined> {
  return (await firstRow<{ reference: string }>(db, `select reference from order_reference where cart_id = $1`, [cartId]))?.reference
}

/** Forgets a cart's reference. */
export async function deleteReferenceOfCart(db: Db, cartId: string): Promise<void> {
  await db.query(`delete from order_reference where cart_id = $1`, [cartId])
}

/** Writes (or replaces) a cart's reference. */
export async function upsertReferenceOfCart(db: Db, cartId: string, reference: string): Promise<void> {
  await db.query(
    `insert into order_reference (cart_id, reference) values ($1, $2)
     on conflict (cart_id) do update set reference = excluded.reference, updated_at = now()`,
    [cartId, reference]
  )
}

/** The references of orders (through the carts they were placed from) by order id; orders without one are absent. */
export async function referencesOfOrders(db: Db, orderIds: string[]): Promise<Map<string, string>> {
  const rows = await queryRows<{ id: string; reference: string }>(
    db,
    `select o.id, r.reference from "order" o join order_reference r on r.cart_id = o.cart_id where o.id = any($1)`,
    [orderIds]
  )
  return new Map(rows.map((row) => [row.id, row.reference]))
}
