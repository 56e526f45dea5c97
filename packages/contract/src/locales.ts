/** Languages the store speaks (storefront pages and the mails the backend sends): English, Danish, Spanish. */
export const STORE_LOCALES = ["en", "da", "es"] as const
export type StoreLocale = (typeof STORE_LOCALES)[number]

/** "da-DK" → "da"; anything unsupported → undefined. */
export function toStoreLocale(tag: string | null | undefined): StoreLocale | undefined {
  const language = tag?.trim().toLowerCase().split(/[-_]/)[0]
  return STORE_LOCALES.find((locale) => locale === language)
}

/** Tags for number, money and date formats per language: en-US is the default money style; da-DK and es-ES otherwise. */
const FORMAT_TAGS: Record<StoreLocale, string> = { en: "en-US", da: "da-DK", es: "es-ES" }

/** The BCP 47 tag the store formats numbers, money and dates with in `locale` (pages and mails alike). */
export function formatTagOf(locale: StoreLocale): string {
  return FORMAT_TAGS[locale]
}
