import type { LabResultInboxItem } from "@clinic-store/contract"
import { firstRow, queryRows, type Db } from "./db"

/**
 * The current results (not replaced by a correction) of lab orders that are `results_ready`, of the orders placed for
 * the customer's clinic as it is now (`order_clinic`: the clinic an order was placed for, whoever placed it; a member
 * who moved clinic sees her new clinic's, never the old one's). `$1` is the customer.
 */
const INBOX_FROM = `from clinic_member me
  join order_clinic oc on oc.clinic_id = me.clinic_id
  join lab_order lo on lo.order_id = oc.order_id and lo.status = 'results_ready'
  join lab_result r on r.lab_order_id = lo.id and r.replaced_at is null
  left join lab_result_read rr on rr.lab_result_id = r.id and rr.customer_id = me.customer_id`
const INBOX_WHERE = `where me.customer_id = $1`

/** A page of the customer's clinic's results inbox, newest first. */
export async function labResultInboxPage(db: Db, customerId: string, offset: number, limit: number): Promise<LabResultInboxItem[]> {
  return queryRows<LabResultInboxItem>(
    db,
    `select r.id, lo.id as lab_order_id, lo.order_id, o.display_id as order_display_id, li.title as test_name, li.description as variant_title,
            lo.sample_id, lo.patient_reference, r.created_at, rr.lab_result_id is not null as read
       ${INBOX_FROM} join "order" o on o.id = lo.order_id join line_item li on li.id = lo.line_item_id ${INBOX_WHERE}
      order by r.created_at desc, r.id desc offset $2 limit $3`,
    [customerId, offset, limit]
  )
}

/** How many results the customer's clinic's inbox holds, and how many of them the customer has not opened. */
export async function labResultInboxCounts(db: Db, customerId: string): Promise<{ count: number; unread: number }> {
  const row = await firstRow<{ count: number; unread: number }>(
    db,
    `select count(*)::int as count, count(*) filter (where rr.lab_result_id is null)::int as unread ${INBOX_FROM} ${INBOX_WHERE}`,
    [customerId]
  )
  return row ?? { count: 0, unread: 0 }
}

/** Marks a result of the inbox read by the customer; false when the result is not in her clinic's inbox. */
export async function markLabResultRead(db: Db, customerId: string, resultId: string): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(
    db,
    `with visible as (select r.id ${INBOX_FROM} ${INBOX_WHERE} and r.id = $2)
     insert into lab_result_read (lab_result_id, customer_id) select id, $1 from visible
     on conflict (customer_id, lab_result_id) do nothing returning lab_result_id as id`,
    [customerId, resultId]
  )
  if (rows.length) return true
  return Boolean(await firstRow(db, `select r.id ${INBOX_FROM} ${INBOX_WHERE} and r.id = $2`, [customerId, resultId]))
}

/** Whether the customer belongs to a clinic. */
export async function isClinicMember(db: Db, customerId: string): Promise<boolean> {
  return Boolean(await firstRow(db, `select 1 from clinic_member where customer_id = $1`, [customerId]))
}
