import type { AddressData } from "../domain/address-data"
import { firstRow, type Db } from "./db"

/** The clinic an order was placed for, with the clinic's billing details as they were when it was placed. */
export type OrderClinicRow = { clinic_id: string; clinic_name: string; billing_email: string; billing_address: AddressData; vat_number: string | null }

/**
 * Records the order as its placer's clinic's (nothing for a customer in no clinic), with the clinic's name, billing
 * email and billing address as they are now. Run in the transaction that creates the order, so the clinic is the one
 * the placer belongs to as the order is placed; a second call for the same order changes nothing.
 */
export async function recordClinicOfOrder(db: Db, orderId: string): Promise<void> {
  await db.query(
    `insert into order_clinic (order_id, clinic_id, clinic_name, billing_email, billing_address)
     select o.id, c.id, c.name, c.billing_email, c.billing_address
       from "order" o join clinic_member m on m.customer_id = o.customer_id join clinic c on c.id = m.clinic_id
      where o.id = $1
     on conflict (order_id) do nothing`,
    [orderId]
  )
}

/** The clinic the order was placed for, or undefined for an individual's order; its VAT or EAN number as it is now. */
export async function clinicOfOrder(db: Db, orderId: string): Promise<OrderClinicRow | undefined> {
  return firstRow<OrderClinicRow>(
    db,
    `select oc.clinic_id, oc.clinic_name, oc.billing_email, oc.billing_address, c.vat_number
       from order_clinic oc left join clinic c on c.id = oc.clinic_id where oc.order_id = $1`,
    [orderId]
  )
}
