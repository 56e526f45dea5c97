import { toStoreLocale, type StoreLocale } from "@clinic-store/contract"

/** Languages the storefront speaks: English, Danish, Spanish (the contract's list, shared with the backend's mails). */
export type Locale = StoreLocale
const DEFAULT_LOCALE: Locale = "en"

/**
 * The local-storage key of the language a person chose with the language switcher; it is not customer data and
 * outlives sign-out and the visit.
 */
export const LOCALE_STORAGE_KEY = "clinic_store_locale"

/**
 * The session-storage key of the language a link named (`?lang=`, e.g. in a mail): followed for the rest of this
 * visit (tab), never remembered for the next one, so a mail written in English does not keep a Danish browser English.
 */
export const LINK_LOCALE_STORAGE_KEY = "clinic_store_link_locale"

/** "da-DK" → "da"; anything unsupported → undefined. */
export const toLocale = toStoreLocale

/** Where a page locale can come from, most specific first. */
export type LocaleSources = { query?: string | null; linked?: string | null; stored?: string | null; browserLanguages?: readonly string[] }

/**
 * The page locale: a `?lang=` in the address decides (an unsupported one gives English); else the language a link
 * named earlier in this visit; else the language chosen with the switcher (stored); else the first of the
 * browser's languages that the store speaks; else English.
 */
export function pickLocale(sources: LocaleSources): Locale {
  if (sources.query?.trim()) return toLocale(sources.query) ?? DEFAULT_LOCALE
  const stored = toLocale(sources.linked) ?? toLocale(sources.stored)
  if (stored) return stored
  for (const language of sources.browserLanguages ?? []) {
    const supported = toLocale(language)
    if (supported) return supported
  }
  return DEFAULT_LOCALE
}

function readStored(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key)
  } catch {
    return null
  }
}

function writeStored(storage: () => Storage, key: string, value: string | null): void {
  try {
    if (value === null) storage().removeItem(key)
    else storage().setItem(key, value)
  } catch {
    // Private mode or a full quota: the language holds for this page only.
  }
}

function browserLanguages(): readonly string[] {
  if (typeof navigator === "undefined") return []
  return navigator.languages?.length ? navigator.languages : [navigator.language]
}

/** The locale `search` (a `?lang=...` query or empty) gives in this browser (en outside a browser). */
export function localeFor(search: string): Locale {
  if (typeof window === "undefined") return DEFAULT_LOCALE
  return pickLocale({
    query: new URLSearchParams(search).get("lang"),
    linked: readStored(() => sessionStorage, LINK_LOCALE_STORAGE_KEY),
    stored: readStored(() => localStorage, LOCALE_STORAGE_KEY),
    browserLanguages: browserLanguages(),
  })
}

/** The current page's locale: the address's `?lang=`, this visit's link, the switcher's choice or the browser's language. */
export function pageLocale(): Locale {
  return typeof window === "undefined" ? DEFAULT_LOCALE : localeFor(window.location.search)
}

/**
 * How the page came to a language: `followed` (browser, stored choice), `linked` (a `?lang=` in the address: kept
 * for this visit only) or `switched` (the language switcher: remembered for every later visit, and it replaces a
 * link's language).
 */
export type LocaleOrigin = "followed" | "linked" | "switched"

/** Keeps the language as its origin says and sets `<html lang>` (screen readers, hyphenation and translation offers follow it). */
export function applyLocale(locale: Locale, origin: LocaleOrigin): void {
  if (typeof document === "undefined") return
  document.documentElement.lang = locale
  if (origin === "linked") writeStored(() => sessionStorage, LINK_LOCALE_STORAGE_KEY, locale)
  if (origin === "switched") {
    writeStored(() => localStorage, LOCALE_STORAGE_KEY, locale)
    writeStored(() => sessionStorage, LINK_LOCALE_STORAGE_KEY, null)
  }
}

/** The BCP 47 tag numbers, money and dates of a page in `locale` are formatted with (the contract's, shared with the mails). */
export { formatTagOf as formatTag } from "@clinic-store/contract"
