import type { EventBusService } from "@medusajs/medusa"
import { PRODUCT_SECTIONS, type ProductSection, type StoreLocale, type TranslationSubject, type Translations } from "@clinic-store/contract"
import type { EntityManager } from "typeorm"
import { NotFoundError } from "../domain/errors"
import { emitDomainEvent } from "../lib/domain-events"
import { deleteTranslation, productTranslationRows, shippingOptionNameRows, translationRowsOf, translationSubjectExists, upsertTranslation } from "../persistence/store-translation"
import { StoreService } from "../lib/store-service"

type Dependencies = { eventBusService: EventBusService }

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
export default class StoreTranslationService extends StoreService<Dependencies> {
  /** Every language's fields of one subject; 404 when the subject does not exist. */
  async translationsOf(subject: TranslationSubject, id: string): Promise<Translations> {
    await this.requireSubject(subject, id)
    const rows = await translationRowsOf(this.activeManager_, subject, id)
    return Object.fromEntries(rows.map((row) => [row.locale, row.fields]))
  }

  /** Replaces one language's fields of a subject; empty texts are dropped (English applies again). */
  async setTranslation(subject: TranslationSubject, id: string, locale: StoreLocale, fields: Record<string, string | undefined>): Promise<Translations> {
    return this.atomicPhase_(async (manager: EntityManager) => {
      await this.withTransaction(manager).requireSubject(subject, id)
      const kept = Object.fromEntries(Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === "string" && entry[1] !== ""))
      if (Object.keys(kept).length) {
        await upsertTranslation(manager, subject, id, locale, kept)
      } else {
        await deleteTranslation(manager, subject, id, locale)
      }
      await emitDomainEvent(this.deps_, "translation.changed", { subject_type: subject, id }, manager)
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
    const rows = await productTranslationRows(this.activeManager_, ids, [...new Set<StoreLocale>(["en", locale])])
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
    const rows = await shippingOptionNameRows(this.activeManager_, [...new Set<StoreLocale>(["en", locale])], locale)
    return Object.fromEntries(rows.map((row) => [row.subject_id, row.name]))
  }

  private async requireSubject(subject: TranslationSubject, id: string): Promise<void> {
    if (!(await translationSubjectExists(this.activeManager_, subject, id))) throw new NotFoundError(subject === "variant" ? "Variant" : subject === "product" ? "Product" : "Shipping option")
  }
}
