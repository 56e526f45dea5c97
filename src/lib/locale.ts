import { toStoreLocale, type StoreLocale } from "@clinic-store/contract"

/** Languages the storefront speaks: English, Danish, Spanish (the contract's list, shared with the backend's mails). */
export type Locale = StoreLocale
const DEFAULT_LOCALE: Locale = "en"

/** "da-DK" → "da"; anything unsupported → undefined. */
export const toLocale = toStoreLocale

/** Where a page locale can come from, most specific first. */
export type LocaleSources = { query?: string | null; htmlLang?: string | null; navigatorLanguage?: string | null }

/**
 * The page locale: the first source that is set (`?lang=`, then `<html lang>`, then the browser's language)
 * decides; a language other than en, da or es gives en, and so does no source at all.
 */
export function pickLocale(sources: LocaleSources): Locale {
  const first = [sources.query, sources.htmlLang, sources.navigatorLanguage].find((value) => value && value.trim())
  return toLocale(first) ?? DEFAULT_LOCALE
}

/** The current page's locale (browser only; en elsewhere). */
export function pageLocale(): Locale {
  if (typeof window === "undefined") return DEFAULT_LOCALE
  return pickLocale({
    query: new URLSearchParams(window.location.search).get("lang"),
    htmlLang: document.documentElement.getAttribute("lang"),
    navigatorLanguage: typeof navigator === "undefined" ? undefined : navigator.language,
  })
}
