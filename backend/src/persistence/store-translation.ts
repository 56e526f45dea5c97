import { generateEntityId } from "@medusajs/medusa"
import type { StoreLocale, TranslationSubject } from "@clinic-store/contract"
import { firstRow, queryRows, type Db } from "./db"

/** One language's fields of a subject. */
export type TranslationRow = { subject_id: string; locale: StoreLocale; fields: Record<string, string> }

/** The table each subject lives in (the subject must exist and not be deleted). */
const SUBJECT_TABLES: Record<TranslationSubject, string> = { product: "product", variant: "product_variant", shipping_option: "shipping_option" }

/** Whether the subject exists (not deleted). */
export async function translationSubjectExists(db: Db, subject: TranslationSubject, id: string): Promise<boolean> {
  return (await firstRow(db, `select 1 from "${SUBJECT_TABLES[subject]}" where id = $1 and deleted_at is null`, [id])) !== undefined
}

/** Every language's fields of one subject, by locale. */
export async function translationRowsOf(db: Db, subject: TranslationSubject, id: string): Promise<TranslationRow[]> {
  return queryRows<TranslationRow>(db, `select subject_id, locale, fields from store_translation where subject_type = $1 and subject_id = $2 order by locale`, [subject, id])
}

/** Writes (or replaces) one language's fields of a subject. */
export async function upsertTranslation(db: Db, subject: TranslationSubject, id: string, locale: StoreLocale, fields: Record<string, string>): Promise<void> {
  await db.query(
    `insert into store_translation (id, subject_type, subject_id, locale, fields) values ($1, $2, $3, $4, $5::jsonb)
     on conflict (subject_id, subject_type, locale) do update set fields = excluded.fields, updated_at = now()`,
    [generateEntityId("", "trans"), subject, id, locale, JSON.stringify(fields)]
  )
}

/** Writes one language's fields of a subject unless it has them already (staff's words stay); true when written. */
export async function addTranslationIfMissing(db: Db, subject: TranslationSubject, id: string, locale: StoreLocale, fields: Record<string, string>): Promise<boolean> {
  const inserted = await queryRows(
    db,
    `insert into store_translation (id, subject_type, subject_id, locale, fields) values ($1, $2, $3, $4, $5::jsonb)
     on conflict (subject_id, subject_type, locale) do nothing returning id`,
    [generateEntityId("", "trans"), subject, id, locale, JSON.stringify(fields)]
  )
  return inserted.length > 0
}

/** The live shipping options (not return options) named `name`. */
export async function shippingOptionIdsNamed(db: Db, name: string): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(db, `select id from shipping_option where name = $1 and is_return = false and deleted_at is null`, [name])
  return rows.map((row) => row.id)
}

/** Forgets one language's fields of a subject. */
export async function deleteTranslation(db: Db, subject: TranslationSubject, id: string, locale: StoreLocale): Promise<void> {
  await db.query(`delete from store_translation where subject_type = $1 and subject_id = $2 and locale = $3`, [subject, id, locale])
}

/** The fields of products and variants (by id) in the given locales, one query for all. */
export async function productTranslationRows(db: Db, subjectIds: string[], locales: StoreLocale[]): Promise<TranslationRow[]> {
  return queryRows<TranslationRow>(
    db,
    `select subject_id, locale, fields from store_translation
     where subject_type in ('product', 'variant') and subject_id = any($1) and locale = any($2)`,
    [subjectIds, locales]
  )
}

/** The names of (not deleted) shipping options that have one in `locales`, preferring `preferred`. */
export async function shippingOptionNameRows(db: Db, locales: StoreLocale[], preferred: StoreLocale): Promise<{ subject_id: string; name: string }[]> {
  return queryRows(
    db,
    `select distinct on (t.subject_id) t.subject_id, t.fields->>'name' as name
     from store_translation t join shipping_option o on o.id = t.subject_id and o.deleted_at is null
     where t.subject_type = 'shipping_option' and t.locale = any($1) and coalesce(t.fields->>'name', '') <> ''
     order by t.subject_id, (t.locale = $2) desc`,
    [locales, preferred]
  )
}
