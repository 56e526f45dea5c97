import { createContext, useCallback, useContext, useSyncExternalStore, type ReactNode } from "react"
import type { Locale } from "../lib/locale"
import { currentPageLocale, subscribePageLocale } from "./page-locale"
import { messages as da } from "./da"
import { messages as en, type Messages } from "./en"
import { messages as es } from "./es"

const CATALOGUES: Record<Locale, Messages> = { en, da, es }

type Paths<T, Prefix extends string = ""> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Paths<T[K], `${Prefix}${K}.`>
}[keyof T & string]

/** Every text key, dotted: `identity.signIn`, `identity.errors.emailInvalid`, ... */
export type MessageKey = Paths<Messages>

/** The texts of one language. */
function messagesFor(locale: Locale): Messages {
  return CATALOGUES[locale]
}

/** The text for `key` in `locale`, with `{name}` variables filled in. */
export function t(locale: Locale, key: MessageKey, vars: Record<string, string | number> = {}): string {
  const text = key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], messagesFor(locale))
  return String(text).replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole))
}

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

/** A translate function bound to the locale in effect: `const tr = useT(); tr("identity.signIn")`. */
export function useT(): (key: MessageKey, vars?: Record<string, string | number>) => string {
  const locale = useLocale()
  return useCallback((key: MessageKey, vars?: Record<string, string | number>) => t(locale, key, vars), [locale])
}
