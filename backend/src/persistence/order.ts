import { firstRow, queryRows, type Db } from "./db"

/**
 * Customers whose orders `$1` may see: the customer and every member of the customer's clinic.
 * Used as `customer_id in (VISIBLE_CUSTOMERS)` with the caller's id as the first parameter.
 */
const VISIBLE_CUSTOMERS = `
  select $1::varchar
  union
  select mate.customer_id from clinic_member me join clinic_member mate on mate.clinic_id = me.clinic_id
  where me.customer_id = $1`

/** The id of the order whose `column` is `value` when `customerId` may see it (one query), else undefined. */
export async function visibleOrderId(db: Db, customerId: string, column: "id" | "display_id" | "cart_id", value: string | number): Promise<string | undefined> {
  const row = await firstRow<{ id: string }>(
    db,
    `select o.id from "order" o where o."${column}" = $2 and o.customer_id in (${VISIBLE_CUSTOMERS}) limit 1`,
    [customerId, value]
  )
  return row?.id
}

/** One page of the orders `customerId` may see, newest first, each row with the count of them all. */
export async function visibleOrdersPage(db: Db, customerId: string, offset: number, limit: number): Promise<{ id: string; total: string }[]> {
  return queryRows(
    db,
    `select o.id, count(*) over () as total from "order" o where o.customer_id in (${VISIBLE_CUSTOMERS})
     order by o.created_at desc, o.id desc offset $2 limit $3`,
    [customerId, offset, limit]
  )
}

/** How many orders `customerId` may see. */
export async function visibleOrderCount(db: Db, customerId: string): Promise<number> {
  const row = await firstRow<{ total: string }>(db, `select count(*) as total from "order" o where o.customer_id in (${VISIBLE_CUSTOMERS})`, [customerId])
  return Number(row?.total ?? 0)
}
