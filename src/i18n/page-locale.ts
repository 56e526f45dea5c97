import { applyLocale, pageLocale, type Locale } from "../lib/locale"

/**
 * The page's language, one owner for the whole page: read from the address, the stored choice or the browser
 * when first asked, then changed only by {@link setPageLocale}. Components follow it with `useLocale`.
 */
let current: Locale | undefined
const listeners = new Set<() => void>()

/** The page's language now. */
export function currentPageLocale(): Locale {
  current ??= pageLocale()
  return current
}

/** Calls `listener` whenever the page's language changes; returns the unsubscribe function. */
export function subscribePageLocale(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/**
 * Switches the page to `locale` (load its texts first with `loadMessages`): sets `<html lang>` and, when the person chose it
 * with `?lang=`, remembers it for the next pages and visits.
 */
export function setPageLocale(locale: Locale, chosen: boolean): void {
  applyLocale(locale, chosen)
  if (locale === current) return
  current = locale
  for (const listener of listeners) listener()
}
