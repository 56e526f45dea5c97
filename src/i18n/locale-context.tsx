import { createContext, useContext, useSyncExternalStore, type ReactNode } from "react"
import type { Locale } from "../lib/locale"
import { currentPageLocale, subscribePageLocale } from "./page-locale"

const LocaleContext = createContext<Locale | null>(null)

/** Fixes the locale for the components below (default everywhere else: the page locale). */
export function LocaleProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  return <LocaleContext.Provider value={locale}>{children}</LocaleContext.Provider>
}

/** The locale in effect: the nearest {@link LocaleProvider}'s, else the page's language (re-rendering when it changes). */
export function useLocale(): Locale {
  const fixed = useContext(LocaleContext)
  const page = useSyncExternalStore(subscribePageLocale, currentPageLocale, currentPageLocale)
  return fixed ?? page
}
