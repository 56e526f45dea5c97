import { firstRow, queryRows, type Db } from "./db"

/** Whether `orderEditId` is an edit staff asked the customer about (requested; never a draft) of the customer's own order. */
export async function isOwnOrderEdit(db: Db, orderEditId: string, customerId: string): Promise<boolean> {
  const row = await firstRow(
    db,
    `select 1 from order_edit oe join "order" o on o.id = oe.order_id
     where oe.id = $1 and o.customer_id = $2 and oe.requested_at is not null`,
    [orderEditId, customerId]
  )
  return row !== undefined
}

/**
 * The region of a payment collection that pays for an edit (asked of the customer) of an order the customer placed
 * themselves; undefined for any other collection.
 */
export async function regionOfOwnPaymentCollection(db: Db, collectionId: string, customerId: string): Promise<string | undefined> {
  const row = await firstRow<{ region_id: string }>(
    db,
    `select pc.region_id from payment_collection pc
     join order_edit oe on oe.payment_collection_id = pc.id
     join "order" o on o.id = oe.order_id
     where pc.id = $1 and pc.deleted_at is null and o.customer_id = $2 and oe.requested_at is not null`,
    [collectionId, customerId]
  )
  return row?.region_id
}

/** The payment providers a region offers. */
export async function providersOfRegion(db: Db, regionId: string): Promise<string[]> {
  const rows = await queryRows<{ provider_id: string }>(db, `select provider_id from region_payment_providers where region_id = $1`, [regionId])
  return rows.map((row) => row.provider_id)
}

/** The edits of an order staff asked the customer about and nobody has answered or withdrawn yet, newest first (none when the order is not the customer's own). */
export async function openEditIdsOfOrder(db: Db, orderId: string, customerId: string): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    db,
    `select oe.id from order_edit oe join "order" o on o.id = oe.order_id
     where oe.order_id = $1 and o.customer_id = $2 and oe.requested_at is not null
       and oe.confirmed_at is null and oe.declined_at is null and oe.canceled_at is null
     order by oe.requested_at desc`,
    [orderId, customerId]
  )
  return rows.map((row) => row.id)
}
