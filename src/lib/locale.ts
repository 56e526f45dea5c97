import { toStoreLocale, type StoreLocale } from "@clinic-store/contract"

/** Languages the storefront speaks: English, Danish, Spanish (the contract's list, shared with the backend's mails). */
export type Locale = StoreLocale
const DEFAULT_LOCALE: Locale = "en"

/** The local-storage key of the language a person chose (with `?lang=`); it is not customer data and outlives sign-out. */
export const LOCALE_STORAGE_KEY = "clinic_store_locale"

/** "da-DK" → "da"; anything unsupported → undefined. */
export const toLocale = toStoreLocale

/** Where a page locale can come from, most specific first. */
export type LocaleSources = { query?: string | null; stored?: string | null; browserLanguages?: readonly string[] }

/**
 * The page locale: a `?lang=` in the address decides (an unsupported one gives English); else the language
 * chosen before (stored); else the first of the browser's languages that the store speaks; else English.
 */
export function pickLocale(sources: LocaleSources): Locale {
  if (sources.query?.trim()) return toLocale(sources.query) ?? DEFAULT_LOCALE
  const stored = toLocale(sources.stored)
  if (stored) return stored
  for (const language of sources.browserLanguages ?? []) {
    const supported = toLocale(language)
    if (supported) return supported
  }
  return DEFAULT_LOCALE
}

function readStored(): string | null {
  try {
    return localStorage.getItem(LOCALE_STORAGE_KEY)
  } catch {
    return null
  }
}

function browserLanguages(): readonly string[] {
  if (typeof navigator === "undefined") return []
  return navigator.languages?.length ? navigator.languages : [navigator.language]
}

/** The locale `search` (a `?lang=...` query or empty) gives in this browser (en outside a browser). */
export function localeFor(search: string): Locale {
  if (typeof window === "undefined") return DEFAULT_LOCALE
  return pickLocale({ query: new URLSearchParams(search).get("lang"), stored: readStored(), browserLanguages: browserLanguages() })
}

/** The current page's locale: the address's `?lang=`, the stored choice or the browser's language. */
export function pageLocale(): Locale {
  return typeof window === "undefined" ? DEFAULT_LOCALE : localeFor(window.location.search)
}

/**
 * Remembers a language chosen with `?lang=` (so it sticks across navigation and reloads) and sets `<html lang>`
 * (screen readers, hyphenation and the browser's translation offer follow it).
 */
export function applyLocale(locale: Locale, chosen: boolean): void {
  if (typeof document === "undefined") return
  document.documentElement.lang = locale
  if (!chosen) return
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale)
  } catch {
    // Private mode or a full quota: the language holds for this page only.
  }
}

/** The BCP 47 tag numbers, money and dates of a page in `locale` are formatted with (the contract's, shared with the mails). */
export { formatTagOf as formatTag } from "@clinic-store/contract"
