import { firstRow, queryRows, type Db } from "./db"

/**
 * Orders `$1` may see: every order placed for the clinic `$1` belongs to now (whoever placed it, even someone who has
 * left or deleted her account), and `$1`'s own orders placed outside any clinic. An order placed for a clinic is never
 * seen through another clinic, nor by its placer once she has left that clinic; an individual's order is never seen
 * through a clinic she joins later. Used as `o.id in (VISIBLE_ORDERS)` with the caller's id as the first parameter.
 */
const VISIBLE_ORDERS = `
  select oc.order_id from order_clinic oc join clinic_member me on me.clinic_id = oc.clinic_id where me.customer_id = $1
  union all
  select own.id from "order" own where own.customer_id = $1 and not exists (select 1 from order_clinic oc where oc.order_id = own.id)`

/** The id of the order whose `column` is `value` when `customerId` may see it (one query), else undefined. */
export async function visibleOrderId(db: Db, customerId: string, column: "id" | "display_id" | "cart_id", value: string | number): Promise<string | undefined> {
  const row = await firstRow<{ id: string }>(
    db,
    `select o.id from "order" o where o."${column}" = $2 and o.id in (${VISIBLE_ORDERS}) limit 1`,
    [customerId, value]
  )
  return row?.id
}

/** One page of the orders `customerId` may see, newest first, each row with the count of them all. */
export async function visibleOrdersPage(db: Db, customerId: string, offset: number, limit: number): Promise<{ id: string; total: string }[]> {
  return queryRows(
    db,
    `select o.id, count(*) over () as total from "order" o where o.id in (${VISIBLE_ORDERS})
     order by o.created_at desc, o.id desc offset $2 limit $3`,
    [customerId, offset, limit]
  )
}

/** How many orders `customerId` may see. */
export async function visibleOrderCount(db: Db, customerId: string): Promise<number> {
  const row = await firstRow<{ total: string }>(db, `select count(*) as total from "order" o where o.id in (${VISIBLE_ORDERS})`, [customerId])
  return Number(row?.total ?? 0)
}
