import { toStoreLocale, type StoreLocale } from "@clinic-store/contract"
import type { Db } from "../idp/users"

type Row = { locale: string | null }

/**
 * The language of mails to an address: the store customer's (`metadata.locale`, from the sign-in token), else the
 * local identity's (stored at sign-up from the page locale), else undefined (the caller picks a fallback).
 */
export async function localeOfEmail(db: Db, email: string): Promise<StoreLocale | undefined> {
  const rows = (await db.query(
    `select metadata ->> 'locale' as locale from customer where lower(email) = lower($1) and has_account and deleted_at is null
     union all
     select locale from idp_user where email = lower($1)`,
    [email]
  )) as Row[]
  return rows.map((row) => toStoreLocale(row.locale)).find(Boolean)
}

/** The language of mails to a customer (by id), else undefined. */
export async function localeOfCustomer(db: Db, customerId: string): Promise<{ email: string; locale?: StoreLocale } | undefined> {
  const rows = (await db.query(`select email, metadata ->> 'locale' as locale from customer where id = $1`, [customerId])) as (Row & { email: string })[]
  if (!rows[0]) return undefined
  return { email: rows[0].email, locale: toStoreLocale(rows[0].locale) ?? (await localeOfEmail(db, rows[0].email)) }
}
