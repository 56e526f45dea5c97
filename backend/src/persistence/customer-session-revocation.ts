import { firstRow, queryRows, type Db } from "./db"

/** The database's clock now, as text a timestamptz parameter reads back exactly (microseconds). */
export async function databaseNow(db: Db): Promise<string> {
  const row = await firstRow<{ now: string }>(db, `select clock_timestamp()::text as now`)
  return (row as { now: string }).now
}

/** Sessions of these customers signed in before now stop being valid (by the database's clock). */
export async function revokeSessionsBefore(db: Db, customerIds: string[]): Promise<void> {
  await db.query(
    `insert into customer_session_revocation (customer_id, sessions_valid_after)
     select id, clock_timestamp() from customer where id = any($1::varchar[])
     on conflict (customer_id) do update set sessions_valid_after = excluded.sessions_valid_after`,
    [customerIds]
  )
}

/** Whether a session of the customer signed in at `signedInAt` is still valid: the customer exists and no revocation is later. */
export async function sessionStillValid(db: Db, customerId: string, signedInAt: string | undefined): Promise<boolean> {
  const [row] = await queryRows<{ valid: boolean }>(
    db,
    `select c.deleted_at is null
            and (r.sessions_valid_after is null or r.sessions_valid_after < coalesce($2::timestamptz, '-infinity'::timestamptz)) as valid
     from customer c left join customer_session_revocation r on r.customer_id = c.id
     where c.id = $1`,
    [customerId, signedInAt ?? null]
  )
  return row?.valid === true
}
