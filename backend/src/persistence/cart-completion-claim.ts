import { queryRows, type Db } from "./db"

/**
 * Claims `key` (a cart id, or `spending:<customer>`) for one completion at a time: true when the claim is taken, or
 * taken over from a claim older than `staleSeconds` (its completion died with its instance); false while another holds it.
 */
export async function takeClaim(db: Db, key: string, staleSeconds: number): Promise<boolean> {
  const rows = await queryRows(
    db,
    `insert into cart_completion_claim (cart_id, claimed_at) values ($1, now())
     on conflict (cart_id) do update set claimed_at = now()
       where cart_completion_claim.claimed_at < now() - interval '${staleSeconds} seconds'
     returning cart_id`,
    [key]
  )
  return rows.length > 0
}

/** Releases a claim. */
export async function releaseClaim(db: Db, key: string): Promise<void> {
  await db.query(`delete from cart_completion_claim where cart_id = $1`, [key])
}
