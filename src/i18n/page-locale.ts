import { applyLocale, pageLocale, type Locale, type LocaleOrigin } from "../lib/locale"

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
 * Switches the page to `locale` (load its texts first with `loadMessages`): sets `<html lang>` and keeps it as its
 * origin says (a link's for this visit, the switcher's for every visit).
 */
export function setPageLocale(locale: Locale, origin: LocaleOrigin): void {
  applyLocale(locale, origin)
  if (locale === current) return
  current = locale
  for (const listener of listeners) listener()
}
