import { generateEntityId } from "@medusajs/medusa"
import type { StoreLocale } from "@clinic-store/contract"

/** Anything that runs SQL: Medusa's `manager` (EntityManager) or a transaction's. */
export type Db = { query(sql: string, params?: unknown[]): Promise<unknown> }

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

/** What the provider tells clients about a user (never secrets or hashes). */
export type PublicUser = {
  id: string
  email: string
  first_name: string | null
  last_name: string | null
  two_factor_enabled: boolean
  totp_enabled: boolean
  sms_phone: string | null
  backup_codes_remaining: number
  profile_image_url: string | null
  email_verified: boolean
}

/**
 * Runs SQL and answers the returned rows. TypeORM answers `[rows, affectedCount]` for UPDATE and DELETE and
 * plain rows otherwise; this evens that out.
 */
export async function queryRows<T>(db: Db, sql: string, params: unknown[] = []): Promise<T[]> {
  const result = await db.query(sql, params)
  if (Array.isArray(result) && result.length === 2 && Array.isArray(result[0]) && typeof result[1] === "number") {
    return result[0] as T[]
  }
  return result as T[]
}

async function rows(db: Db, sql: string, params: unknown[]): Promise<IdpUser[]> {
  return queryRows<IdpUser>(db, sql, params)
}

/** The public view of a user. */
export function publicUser(user: IdpUser): PublicUser {
  return {
    id: user.id,
    email: user.email,
    first_name: user.first_name,
    last_name: user.last_name,
    two_factor_enabled: user.two_factor_enabled,
    totp_enabled: user.totp_secret !== null,
    sms_phone: user.sms_phone,
    backup_codes_remaining: user.backup_code_hashes.length,
    profile_image_url: user.profile_image_url,
    email_verified: user.email_verified,
  }
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
