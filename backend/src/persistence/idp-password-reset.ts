import { generateEntityId } from "@medusajs/medusa"
import { firstRow, queryRows, type Db } from "./db"

/** Stores a reset token (by its hash) valid for `minutes`, first forgetting spent and expired ones. */
export async function insertPasswordReset(db: Db, userId: string, tokenHash: string, minutes: number): Promise<void> {
  await db.query(`delete from idp_password_reset where expires_at < now() or used_at is not null`)
  await db.query(
    `insert into idp_password_reset (id, user_id, token_hash, expires_at) values ($1, $2, $3, now() + interval '${minutes} minutes')`,
    [generateEntityId("", "idppr"), userId, tokenHash]
  )
}

/** The user of an unused, unexpired reset token, or undefined. */
export async function pendingResetUserId(db: Db, tokenHash: string): Promise<string | undefined> {
  const row = await firstRow<{ user_id: string }>(
    db,
    `select user_id from idp_password_reset where token_hash = $1 and used_at is null and expires_at > now()`,
    [tokenHash]
  )
  return row?.user_id
}

/** Uses up an unused, unexpired reset token; answers whether it was one (the check and the use are one statement). */
export async function useResetToken(db: Db, tokenHash: string): Promise<boolean> {
  const used = await queryRows(
    db,
    `update idp_password_reset set used_at = now() where token_hash = $1 and used_at is null and expires_at > now() returning id`,
    [tokenHash]
  )
  return used.length > 0
}

/** Uses up every pending reset token of the user. */
export async function useAllResetsOfUser(db: Db, userId: string): Promise<void> {
  await db.query(`update idp_password_reset set used_at = now() where user_id = $1 and used_at is null`, [userId])
}
