import type { ClinicRole } from "@clinic-store/contract"
import type { AddressData } from "../domain/address-data"
import { firstRow, queryRows, type Db } from "./db"

/** An order's invoice number and when it was issued. */
export type InvoiceRow = { number: number; issued_at: Date }

/** The invoice of an order, or undefined. */
export async function invoiceOfOrder(db: Db, orderId: string): Promise<InvoiceRow | undefined> {
  return firstRow<InvoiceRow>(db, `select number, issued_at from invoice where order_id = $1`, [orderId])
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

/** Records an order's invoice under `number` (whom it bills is the order's: its clinic, recorded when it was placed). */
export async function insertInvoice(db: Db, orderId: string, storeId: string, number: number): Promise<InvoiceRow> {
  const row = await firstRow<InvoiceRow>(
    db,
    `insert into invoice (order_id, store_id, number) values ($1, $2, $3) returning number, issued_at`,
    [orderId, storeId, number]
  )
  return row as InvoiceRow
}

/** The invoice numbers of orders by order id (orders not yet numbered are absent). */
export async function invoiceNumbersOf(db: Db, orderIds: string[]): Promise<{ order_id: string; number: number }[]> {
  return queryRows(db, `select order_id, number from invoice where order_id = any($1)`, [orderIds])
}

/**
 * Whether the customer may read the order's invoice: for an order placed for a clinic, the clinic's owner and admins,
 * and its placer while she belongs to that clinic; for an individual's order, its placer.
 */
export async function mayReadInvoice(db: Db, customerId: string, orderId: string): Promise<boolean> {
  const row = await firstRow(
    db,
    `select 1 from "order" o left join order_clinic oc on oc.order_id = o.id
      where o.id = $2 and case
        when oc.order_id is null then o.customer_id = $1
        else exists (select 1 from clinic_member me where me.clinic_id = oc.clinic_id and me.customer_id = $1
                       and (me.role in ('owner', 'admin') or o.customer_id = $1)) end`,
    [customerId, orderId]
  )
  return row !== undefined
}

/**
 * The orders placed for a clinic that it may still owe: paid by invoice (Medusa's manual payment) and not yet marked
 * paid, cancelled or refunded; oldest first. (Whether each is due is the payment standing's rule: services/invoice.ts.)
 */
export async function clinicOrdersOwing(db: Db, clinicId: string): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    db,
    `select o.id from order_clinic oc join "order" o on o.id = oc.order_id
      where oc.clinic_id = $1 and exists (select 1 from payment p where p.order_id = o.id and p.provider_id = 'manual'
              and p.captured_at is null and p.canceled_at is null and p.amount_refunded = 0)
      order by o.created_at, o.id`,
    [clinicId]
  )
  return rows.map((row) => row.id)
}

/** The customer's clinic membership with the clinic's billing details as they are now, or undefined outside a clinic. */
export async function membershipWithBilling(
  db: Db,
  customerId: string
): Promise<{ clinic_id: string; role: ClinicRole; name: string; billing_email: string; billing_address: AddressData; vat_number: string | null } | undefined> {
  return firstRow(
    db,
    `select m.clinic_id, m.role, c.name, c.billing_email, c.billing_address, c.vat_number
       from clinic_member m join clinic c on c.id = m.clinic_id where m.customer_id = $1`,
    [customerId]
  )
}
