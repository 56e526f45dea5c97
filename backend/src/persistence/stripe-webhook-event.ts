import { queryRows, type Db } from "./db"

/** Records a received event; answers false when it was already recorded. */
export async function recordEventOnce(db: Db, id: string, type: string): Promise<boolean> {
  const rows = await queryRows(db, `insert into stripe_webhook_event (id, type) values ($1, $2) on conflict (id) do nothing returning id`, [id, type])
  return rows.length > 0
}

/** Forgets a recorded event. */
export async function forgetEvent(db: Db, id: string): Promise<void> {
  await db.query(`delete from stripe_webhook_event where id = $1`, [id])
}
