import type { AddressData } from "../domain/address-data"
import { firstRow, queryRows, type Db } from "./db"

/** An order's invoice number and when it was issued, with the clinic billed (null: the customer). */
export type InvoiceRow = { number: number; issued_at: Date; clinic_id: string | null }

/** The invoice of an order, or undefined. */
export async function invoiceOfOrder(db: Db, orderId: string): Promise<InvoiceRow | undefined> {
  return firstRow<InvoiceRow>(db, `select number, issued_at, clinic_id from invoice where order_id = $1`, [orderId])
}

/** Whether an order exists. */
export async function orderExists(db: Db, orderId: string): Promise<boolean> {
  return (await firstRow(db, `select id from "order" where id = $1`, [orderId])) !== undefined
}

/** The store (the first one) whose counter numbers invoices. */
export async function invoicingStoreId(db: Db): Promise<string> {
  return ((await firstRow<{ id: string }>(db, `select id from store order by created_at limit 1`)) as { id: string }).id
}

/**
 * Takes the store's next invoice number: the counter row is created when missing, then incremented (its row lock orders
 * concurrent numberings until the transaction ends).
 */
export async function takeNextInvoiceNumber(db: Db, storeId: string): Promise<number> {
  await db.query(`insert into invoice_counter (store_id) values ($1) on conflict (store_id) do nothing`, [storeId])
  // (A select around the update: TypeORM answers a bare update with [rows, count].)
  const row = await firstRow<{ last_number: number }>(
    db,
    `with taken as (update invoice_counter set last_number = last_number + 1 where store_id = $1 returning last_number) select last_number from taken`,
    [storeId]
  )
  return (row as { last_number: number }).last_number
}

/** Gives back the number just taken (another numbering of the same order won). */
export async function giveBackInvoiceNumber(db: Db, storeId: string): Promise<void> {
  await db.query(`update invoice_counter set last_number = last_number - 1 where store_id = $1`, [storeId])
}

/** Records an order's invoice under `number`, billed to the placer's clinic now (null without one). */
export async function insertInvoice(db: Db, orderId: string, storeId: string, number: number): Promise<InvoiceRow> {
  const row = await firstRow<InvoiceRow>(
    db,
    `insert into invoice (order_id, store_id, number, clinic_id)
     select $1::varchar, $2::varchar, $3::integer,
            (select m.clinic_id from "order" o join clinic_member m on m.customer_id = o.customer_id where o.id = $1::varchar)
     returning number, issued_at, clinic_id`,
    [orderId, storeId, number]
  )
  return row as InvoiceRow
}

/** The invoice numbers of orders by order id (orders not yet numbered are absent). */
export async function invoiceNumbersOf(db: Db, orderIds: string[]): Promise<{ order_id: string; number: number }[]> {
  return queryRows(db, `select order_id, number from invoice where order_id = any($1)`, [orderIds])
}

/** Whether the customer placed the order or is the owner or an admin of the placer's clinic. */
export async function mayReadInvoice(db: Db, customerId: string, orderId: string): Promise<boolean> {
  const row = await firstRow(
    db,
    `select 1 from "order" o where o.id = $2 and (o.customer_id = $1 or exists (
       select 1 from clinic_member me join clinic_member placer on placer.clinic_id = me.clinic_id
        where me.customer_id = $1 and me.role in ('owner', 'admin') and placer.customer_id = o.customer_id))`,
    [customerId, orderId]
  )
  return row !== undefined
}

/** A clinic's billing name, email and address, or undefined. */
export async function clinicBilling(db: Db, clinicId: string): Promise<{ name: string; billing_email: string; billing_address: AddressData } | undefined> {
  return firstRow(db, `select name, billing_email, billing_address from clinic where id = $1`, [clinicId])
}
