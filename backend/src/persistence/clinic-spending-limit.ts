import type { ClinicRole } from "@clinic-store/contract"
import type { SpendingLimits } from "../domain/spending-limits"
import { firstRow, queryRows, type Db } from "./db"

const NO_LIMITS: SpendingLimits = { per_order: null, per_month: null }

/**
 * The currency of a clinic: that of the region serving its billing country, else the store's default currency.
 * Limits and the month's spend are in it.
 */
export async function clinicCurrency(db: Db, clinicId: string): Promise<string> {
  const row = await firstRow<{ currency_code: string | null }>(
    db,
    `select coalesce(
       (select r.currency_code from clinic c
          join country co on co.iso_2 = lower(c.billing_address ->> 'country_code')
          join region r on r.id = co.region_id and r.deleted_at is null
        where c.id = $1),
       (select default_currency_code from store limit 1)) as currency_code`,
    [clinicId]
  )
  return row?.currency_code ?? "usd"
}

/**
 * What a customer spent in the calendar month (UTC) of `at`, in `currency`: the amounts of the payments of their orders
 * placed that month (Medusa's cart total when each was placed), canceled orders left out.
 */
export async function monthSpend(db: Db, customerId: string, currency: string, at: Date = new Date()): Promise<number> {
  const row = await firstRow<{ spend: string }>(
    db,
    `select coalesce(sum(p.amount), 0)::text as spend
     from "order" o join payment p on p.order_id = o.id
     where o.customer_id = $1 and o.currency_code = $2 and o.status <> 'canceled'
       and o.created_at >= date_trunc('month', $3::timestamptz at time zone 'UTC') at time zone 'UTC'
       and o.created_at < (date_trunc('month', $3::timestamptz at time zone 'UTC') + interval '1 month') at time zone 'UTC'`,
    [customerId, currency, at.toISOString()]
  )
  return Number(row?.spend ?? 0)
}

/** The limits of a membership (none when never set). */
export async function limitsOf(db: Db, memberId: string): Promise<SpendingLimits> {
  const row = await firstRow<SpendingLimits>(db, `select per_order, per_month from clinic_spending_limit where clinic_member_id = $1`, [memberId])
  return row ?? NO_LIMITS
}

/** Sets (or replaces) a membership's limits, recording who set them. */
export async function upsertLimits(db: Db, memberId: string, limits: SpendingLimits, setBy: string): Promise<void> {
  await db.query(
    `insert into clinic_spending_limit (clinic_member_id, per_order, per_month, updated_by, updated_at) values ($1, $2, $3, $4, now())
     on conflict (clinic_member_id) do update set per_order = excluded.per_order, per_month = excluded.per_month, updated_by = excluded.updated_by, updated_at = now()`,
    [memberId, limits.per_order, limits.per_month, setBy]
  )
}

/** Each member of a clinic with their role, limits and spend this calendar month (UTC) in `currency`. */
export async function membersSpending(
  db: Db,
  clinicId: string,
  currency: string
): Promise<{ customer_id: string; role: ClinicRole; per_order: number | null; per_month: number | null; month_spend: string }[]> {
  return queryRows(
    db,
    `select m.customer_id, m.role, l.per_order, l.per_month,
       (select coalesce(sum(p.amount), 0) from "order" o join payment p on p.order_id = o.id
        where o.customer_id = m.customer_id and o.currency_code = $2 and o.status <> 'canceled'
          and o.created_at >= date_trunc('month', now() at time zone 'UTC') at time zone 'UTC')::text as month_spend
     from clinic_member m left join clinic_spending_limit l on l.clinic_member_id = m.id
     where m.clinic_id = $1`,
    [clinicId, currency]
  )
}
