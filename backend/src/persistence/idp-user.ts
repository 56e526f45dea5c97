import { generateEntityId } from "@medusajs/medusa"
import type { StoreLocale } from "@clinic-store/contract"
import { queryRows, type Db } from "./db"

/** A row of `idp_user`. */
export type IdpUser = {
  id: string
  email: string
  password_hash: string
  first_name: string | null
  last_name: string | null
  totp_secret: string | null
  totp_pending_secret: string | null
  totp_last_step: string | null
  sms_phone: string | null
  backup_code_hashes: string[]
  two_factor_enabled: boolean
  profile_image_url: string | null
  email_verified: boolean
  locale: StoreLocale | null
  email_code_hash: string | null
  email_code_expires_at: Date | null
}

async function rows(db: Db, sql: string, params: unknown[]): Promise<IdpUser[]> {
  return queryRows<IdpUser>(db, sql, params)
}

/** The user with this (lower-case) email, or undefined. */
export async function findUserByEmail(db: Db, email: string): Promise<IdpUser | undefined> {
  return (await rows(db, `select * from idp_user where email = $1`, [email.toLowerCase()]))[0]
}

/** The user with this id, or undefined. */
export async function findUserById(db: Db, id: string): Promise<IdpUser | undefined> {
  return (await rows(db, `select * from idp_user where id = $1`, [id]))[0]
}

/** Creates a user; returns undefined when the email is taken. */
export async function insertUser(
  db: Db,
  user: {
    email: string
    password_hash: string
    first_name?: string | null
    last_name?: string | null
    locale?: StoreLocale | null
    email_verified?: boolean
  }
): Promise<IdpUser | undefined> {
  const created = await rows(
    db,
    `insert into idp_user (id, email, password_hash, first_name, last_name, locale, email_verified) values ($1, $2, $3, $4, $5, $6, $7)
     on conflict (email) do nothing returning *`,
    [
      generateEntityId("", "idpu"),
      user.email.toLowerCase(),
      user.password_hash,
      user.first_name ?? null,
      user.last_name ?? null,
      user.locale ?? null,
      user.email_verified ?? false,
    ]
  )
  return created[0]
}

type Changes = Partial<
  Pick<
    IdpUser,
    | "first_name"
    | "last_name"
    | "totp_secret"
    | "totp_pending_secret"
    | "sms_phone"
    | "profile_image_url"
    | "password_hash"
    | "email_verified"
    | "email_code_hash"
    | "email_code_expires_at"
  >
> & {
  backup_code_hashes?: string[]
}

/** Updates the given columns of a user and returns the row. */
export async function updateUser(db: Db, id: string, changes: Changes): Promise<IdpUser> {
  const entries = Object.entries(changes).filter(([, value]) => value !== undefined)
  const sets = entries.map(([column], i) => `"${column}" = $${i + 2}${column === "backup_code_hashes" ? "::jsonb" : ""}`)
  const values = entries.map(([column, value]) => (column === "backup_code_hashes" ? JSON.stringify(value) : value))
  const updated = await rows(db, `update idp_user set ${[...sets, `updated_at = now()`].join(", ")} where id = $1 returning *`, [id, ...values])
  return updated[0]
}

/** Deletes a user (their sessions go with them). */
export async function deleteUser(db: Db, id: string): Promise<void> {
  await db.query(`delete from idp_user where id = $1`, [id])
}

/**
 * Marks the address verified when `codeHash` is the user's unexpired code, using it up in the same statement (two
 * requests cannot both use a code); answers whether it was.
 */
export async function useEmailCode(db: Db, userId: string, codeHash: string): Promise<boolean> {
  const updated = await queryRows(
    db,
    `update idp_user set email_verified = true, email_code_hash = null, email_code_expires_at = null, updated_at = now()
     where id = $1 and email_code_hash = $2 and email_code_expires_at > now() returning id`,
    [userId, codeHash]
  )
  return updated.length > 0
}

/** Records the TOTP step as used when it is later than the last one used; answers whether it was (no replay). */
export async function useTotpStep(db: Db, userId: string, step: number | string): Promise<boolean> {
  const updated = await queryRows(
    db,
    `update idp_user set totp_last_step = $2 where id = $1 and (totp_last_step is null or totp_last_step < $2) returning id`,
    [userId, step]
  )
  return updated.length > 0
}

/** Removes one backup code (by its hash) when the user still has it; answers whether it did. */
export async function useBackupCodeHash(db: Db, userId: string, hash: string): Promise<boolean> {
  const result = await queryRows(
    db,
    `update idp_user set backup_code_hashes = backup_code_hashes - $2::text, updated_at = now()
     where id = $1 and backup_code_hashes ? $2::text returning id`,
    [userId, hash]
  )
  return result.length > 0
}
