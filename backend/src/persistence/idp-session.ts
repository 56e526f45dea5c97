import { generateEntityId } from "@medusajs/medusa"
import { firstRow, type Db } from "./db"

/** A row of `idp_session`. */
export type IdpSession = {
  id: string
  user_id: string
  /** `needs_email_verification` until the mailed sign-up code is entered, `needs_second_factor` until the second step. */
  status: "needs_email_verification" | "needs_second_factor" | "complete"
  sms_code_hash: string | null
  sms_code_expires_at: Date | null
  sms_pending_phone: string | null
}

/** Starts a session row (the token by its hash) valid for `hours`, first forgetting expired ones. */
export async function insertSession(db: Db, userId: string, tokenHash: string, status: IdpSession["status"], hours: number): Promise<IdpSession> {
  await db.query(`delete from idp_session where expires_at < now()`)
  const session = await firstRow<IdpSession>(
    db,
    `insert into idp_session (id, user_id, token_hash, status, expires_at)
     values ($1, $2, $3, $4, now() + interval '${hours} hours') returning *`,
    [generateEntityId("", "idps"), userId, tokenHash, status]
  )
  return session as IdpSession
}

/** The unexpired session of a token (by its hash), or undefined. */
export async function findLiveSession(db: Db, tokenHash: string): Promise<IdpSession | undefined> {
  return firstRow<IdpSession>(db, `select * from idp_session where token_hash = $1 and expires_at > now()`, [tokenHash])
}

/** Updates fields of a session. */
export async function updateSessionRow(db: Db, id: string, changes: Partial<Omit<IdpSession, "id" | "user_id">>): Promise<void> {
  const entries = Object.entries(changes)
  if (!entries.length) return
  const sets = entries.map(([column], i) => `"${column}" = $${i + 2}`)
  await db.query(`update idp_session set ${sets.join(", ")} where id = $1`, [id, ...entries.map(([, v]) => v)])
}

/** Deletes the session of a token (by its hash). */
export async function deleteSessionByTokenHash(db: Db, tokenHash: string): Promise<void> {
  await db.query(`delete from idp_session where token_hash = $1`, [tokenHash])
}

/** Deletes every session of the user except `keepSessionId`. */
export async function deleteOtherSessions(db: Db, userId: string, keepSessionId?: string): Promise<void> {
  await db.query(`delete from idp_session where user_id = $1 and id <> $2`, [userId, keepSessionId ?? ""])
}
