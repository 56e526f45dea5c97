import type { ReturnableLine } from "../domain/returns"
import { firstRow, queryRows, type Db } from "./db"

/** Whether `orderId` is an order the customer placed themselves. */
export async function isOwnOrder(db: Db, orderId: string, customerId: string): Promise<boolean> {
  return (await firstRow(db, `select 1 from "order" where id = $1 and customer_id = $2`, [orderId, customerId])) !== undefined
}

/** The order's lines with the units fulfilled and the units on returns that were not canceled. */
export async function returnableLines(db: Db, orderId: string): Promise<ReturnableLine[]> {
  const rows = await queryRows<{ id: string; title: string; fulfilled: number | null; returned: string }>(
    db,
    `select li.id, li.title, li.fulfilled_quantity as fulfilled,
            coalesce((select sum(ri.quantity) from return_item ri join "return" r on r.id = ri.return_id
                      where ri.item_id = li.id and r.status <> 'canceled'), 0)::text as returned
     from line_item li where li.order_id = $1`,
    [orderId]
  )
  return rows.map((row) => ({ id: row.id, title: row.title, fulfilled: row.fulfilled ?? 0, returned: Number(row.returned) }))
}

/** The ids among `ids` that name no return reason. */
export async function unknownReturnReasons(db: Db, ids: readonly string[]): Promise<string[]> {
  if (!ids.length) return []
  const rows = await queryRows<{ id: string }>(db, `select id from return_reason where id = any($1) and deleted_at is null`, [ids])
  const known = new Set(rows.map((row) => row.id))
  return ids.filter((id) => !known.has(id))
}
