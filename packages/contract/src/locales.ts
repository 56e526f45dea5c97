/** Languages the store speaks (storefront pages and the mails the backend sends): English, Danish, Spanish. */
export const STORE_LOCALES = ["en", "da", "es"] as const
export type StoreLocale = (typeof STORE_LOCALES)[number]

/** "da-DK" → "da"; anything unsupported → undefined. */
export function toStoreLocale(tag: string | null | undefined): StoreLocale | undefined {
  const language = tag?.trim().toLowerCase().split(/[-_]/)[0]
  return STORE_LOCALES.find((locale) => locale === language)
}
