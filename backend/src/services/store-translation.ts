import { TransactionBaseService, generateEntityId } from "@medusajs/medusa"
import { PRODUCT_SECTIONS, type ProductSection, type StoreLocale, type TranslationSubject, type Translations } from "@clinic-store/contract"
import type { EntityManager } from "typeorm"
import { NotFoundError } from "../domain/errors"
import { emitDomainEvent } from "../lib/domain-events"

type Dependencies = { manager: EntityManager }

/** The table each subject lives in (the subject must exist and not be deleted). */
const SUBJECT_TABLES: Record<TranslationSubject, string> = { product: "product", variant: "product_variant", shipping_option: "shipping_option" }

type Row = { subject_id: string; locale: StoreLocale; fields: Record<string, string> }

/** The parts of a Medusa product the translation touches. */
type LocalizableProduct = {
  id: string
  title: string
  description?: string | null
  variants?: { id: string; title?: string | null }[]
  content?: Partial<Record<ProductSection, string>>
}

/** A field in `locale`, else in English (staff's English text), else undefined (Medusa's own text stays). */
function pick(byLocale: Map<string, Record<string, string>> | undefined, locale: StoreLocale, field: string): string | undefined {
  return byLocale?.get(locale)?.[field] || byLocale?.get("en")?.[field] || undefined
}

/**
 * Staff-written texts per language (the store's `store_translation` table) and the rule that serves them: each
 * field in the customer's language, else English, else Medusa's own text. A change makes cached product reads
 * stale (a domain event, committed with it).
 */
export default class StoreTranslationService extends TransactionBaseService {
  constructor(container: Dependencies) {
    // eslint-disable-next-line prefer-rest-params
    super(container, arguments[1])
  }

  /** Every language's fields of one subject; 404 when the subject does not exist. */
  async translationsOf(subject: TranslationSubject, id: string): Promise<Translations> {
    await this.requireSubject(subject, id)
    const rows: Row[] = await this.activeManager_.query(
      `select subject_id, locale, fields from store_translation where subject_type = $1 and subject_id = $2 order by locale`,
      [subject, id]
    )
    return Object.fromEntries(rows.map((row) => [row.locale, row.fields]))
  }

  /** Replaces one language's fields of a subject; empty texts are dropped (English applies again). */
  async setTranslation(subject: TranslationSubject, id: string, locale: StoreLocale, fields: Record<string, string | undefined>): Promise<Translations> {
    return this.atomicPhase_(async (manager: EntityManager) => {
      await this.withTransaction(manager).requireSubject(subject, id)
      const kept = Object.fromEntries(Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === "string" && entry[1] !== ""))
      if (Object.keys(kept).length) {
        await manager.query(
          `insert into store_translation (id, subject_type, subject_id, locale, fields) values ($1, $2, $3, $4, $5::jsonb)
           on conflict (subject_id, subject_type, locale) do update set fields = excluded.fields, updated_at = now()`,
          [generateEntityId("", "trans"), subject, id, locale, JSON.stringify(kept)]
        )
      } else {
        await manager.query(`delete from store_translation where subject_type = $1 and subject_id = $2 and locale = $3`, [subject, id, locale])
      }
      await emitDomainEvent(this.__container__, "translation.changed", { subject_type: subject, id }, manager)
      return this.withTransaction(manager).translationsOf(subject, id)
    })
  }

  /**
   * Puts the products' names, descriptions, variant names and page sections in `locale` (each field falling back to
   * English, then to Medusa's text); `content` holds the sections that have a text. One query for all.
   */
  async localizeProducts<P extends LocalizableProduct>(products: P[], locale: StoreLocale): Promise<P[]> {
    if (!products.length) return products
    const ids = products.flatMap((product) => [product.id, ...(product.variants ?? []).map((variant) => variant.id)])
    const rows: Row[] = await this.activeManager_.query(
      `select subject_id, locale, fields from store_translation
       where subject_type in ('product', 'variant') and subject_id = any($1) and locale = any($2)`,
      [ids, [...new Set(["en", locale])]]
    )
    const bySubject = new Map<string, Map<string, Record<string, string>>>()
    for (const row of rows) {
      const byLocale = bySubject.get(row.subject_id) ?? new Map<string, Record<string, string>>()
      byLocale.set(row.locale, row.fields)
      bySubject.set(row.subject_id, byLocale)
    }
    for (const product of products) {
      const texts = bySubject.get(product.id)
      product.title = pick(texts, locale, "title") ?? product.title
      product.description = pick(texts, locale, "description") ?? product.description
      product.content = Object.fromEntries(
        PRODUCT_SECTIONS.flatMap((section) => {
          const value = pick(texts, locale, section)
          return value ? [[section, value]] : []
        })
      )
      for (const variant of product.variants ?? []) variant.title = pick(bySubject.get(variant.id), locale, "title") ?? variant.title
    }
    return products
  }

  /** The shipping options' names in `locale` (else English) where staff gave one: `{ [optionId]: name }`. */
  async shippingOptionNames(locale: StoreLocale): Promise<Record<string, string>> {
    const rows: { subject_id: string; name: string }[] = await this.activeManager_.query(
      `select distinct on (t.subject_id) t.subject_id, t.fields->>'name' as name
       from store_translation t join shipping_option o on o.id = t.subject_id and o.deleted_at is null
       where t.subject_type = 'shipping_option' and t.locale = any($1) and coalesce(t.fields->>'name', '') <> ''
       order by t.subject_id, (t.locale = $2) desc`,
      [[...new Set(["en", locale])], locale]
    )
    return Object.fromEntries(rows.map((row) => [row.subject_id, row.name]))
  }

  private async requireSubject(subject: TranslationSubject, id: string): Promise<void> {
    const found = await this.activeManager_.query(`select 1 from "${SUBJECT_TABLES[subject]}" where id = $1 and deleted_at is null`, [id])
    if (!found.length) throw new NotFoundError(subject === "variant" ? "Variant" : subject === "product" ? "Product" : "Shipping option")
  }
}
