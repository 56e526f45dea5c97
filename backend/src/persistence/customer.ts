import { firstRow, queryRows, type Db } from "./db"

/** Ids of the (not deleted) customers with this email, in any case. */
export async function customerIdsWithEmail(db: Db, email: string): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(db, `select id from customer where lower(email) = lower($1) and deleted_at is null`, [email])
  return rows.map((row) => row.id)
}

/** The stored mail languages of an address: its account customers' `metadata.locale`, then its identity's `locale`. */
export async function storedLocalesOfEmail(db: Db, email: string): Promise<(string | null)[]> {
  const rows = await queryRows<{ locale: string | null }>(
    db,
    `select metadata ->> 'locale' as locale from customer where lower(email) = lower($1) and has_account and deleted_at is null
     union all
     select locale from idp_user where email = lower($1)`,
    [email]
  )
  return rows.map((row) => row.locale)
}

/** A customer's email and stored mail language (`metadata.locale`), or undefined. */
export async function customerEmailAndLocale(db: Db, customerId: string): Promise<{ email: string; locale: string | null } | undefined> {
  return firstRow(db, `select email, metadata ->> 'locale' as locale from customer where id = $1`, [customerId])
}
