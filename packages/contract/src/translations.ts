import { z } from "zod"
import { STORE_LOCALES } from "./locales"

/**
 * What staff translate, per language: a product (its name, description and the product page's sections), a variant
 * (its name) and a shipping option (its name). English is Medusa's own text for names and descriptions; the
 * sections exist only here, English included. A field left out falls back to English, then to Medusa's text.
 */
export const TRANSLATION_SUBJECTS = ["product", "variant", "shipping_option"] as const
export type TranslationSubject = (typeof TRANSLATION_SUBJECTS)[number]

/** The product page's sections: what is tested, sample type, preparation, turnaround, how results arrive. */
export const PRODUCT_SECTIONS = ["tested", "sample_type", "preparation", "turnaround", "results"] as const
export type ProductSection = (typeof PRODUCT_SECTIONS)[number]

/** The fields each subject has per language. */
export const TRANSLATABLE_FIELDS = {
  product: ["title", "description", ...PRODUCT_SECTIONS],
  variant: ["title"],
  shipping_option: ["name"],
} as const satisfies Record<TranslationSubject, readonly string[]>

/** Longest translated name; descriptions and sections are longer texts. */
const MAX_NAME = 200
const MAX_TEXT = 4000

const text = (max: number) => z.string().trim().max(max, `at most ${max} characters`)

/** The fields of one subject in one language, each optional; an empty text removes the field (English applies again). */
const fieldsFor = {
  product: z
    .object({
      title: text(MAX_NAME),
      description: text(MAX_TEXT),
      ...Object.fromEntries(PRODUCT_SECTIONS.map((section) => [section, text(MAX_TEXT)])),
    })
    .partial()
    .strict(),
  variant: z.object({ title: text(MAX_NAME) }).partial().strict(),
  shipping_option: z.object({ name: text(MAX_NAME) }).partial().strict(),
} satisfies Record<TranslationSubject, z.ZodTypeAny>

/** POST /admin/translations/{subject}/{id}: one language's fields of one subject (they replace what was saved). */
export function translationBody(subject: TranslationSubject) {
  return z.object({ locale: z.enum(STORE_LOCALES), fields: fieldsFor[subject] }).strict()
}

/** The top-level fields of every translation body (the route table lists them). */
export const TRANSLATION_BODY_FIELDS = ["locale", "fields"] as const

/** One subject's translated fields by language, as staff routes answer them. */
export type Translations = Partial<Record<(typeof STORE_LOCALES)[number], Record<string, string>>>
