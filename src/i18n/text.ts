import { createIntl, createIntlCache, type IntlShape } from "@formatjs/intl"
import { useMemo } from "react"
import type { Locale } from "../lib/locale"
import { useLocale } from "./locale-context"
import en from "./locales/en.json"

/** Every text id, dotted: `cart.title`, `serverReasons.tooLong`, `identity.signIn`, ... (the English catalogue's keys). */
export type MessageId = keyof typeof en

/** The named ICU arguments of a message (`{max}`, `{count, plural, ...}`). */
export type MessageValues = Record<string, string | number>

/** A translate function bound to one language: `text("cart.title")`, `text("serverReasons.tooLong", { max: 32 })`. */
export type Translate = (id: MessageId, values?: MessageValues) => string

type Catalogue = Record<MessageId, string>

const loaded: Partial<Record<Locale, Catalogue>> = { en }

/** Danish and Spanish are separate chunks, so the first page's JavaScript carries only English. */
const loaders: Record<Exclude<Locale, "en">, () => Promise<Catalogue>> = {
  da: () => import("./locales/da.json").then((m) => m.default),
  es: () => import("./locales/es.json").then((m) => m.default),
}

/**
 * Loads the texts of a language before it is shown: the app awaits this for the page locale before its first
 * render and before every language switch.
 */
export async function loadMessages(locale: Locale): Promise<void> {
  if (locale !== "en") loaded[locale] ??= await loaders[locale]()
}

const cache = createIntlCache()
const intls = new Map<Locale, IntlShape>()

/** The formatter of a language, English while that language is not loaded. */
function intlFor(locale: Locale): IntlShape {
  const messages = loaded[locale]
  if (!messages) return intlFor("en")
  let intl = intls.get(locale)
  if (!intl) {
    intl = createIntl({ locale, defaultLocale: "en", messages }, cache)
    intls.set(locale, intl)
  }
  return intl
}

/** The text `id` in `locale` with its ICU arguments filled in (outside components: machines, adapters, error mapping). */
export function t(locale: Locale, id: MessageId, values?: MessageValues): string {
  return intlFor(locale).formatMessage({ id }, values)
}

/** A {@link Translate} for `locale`. */
export function translator(locale: Locale): Translate {
  return (id, values) => t(locale, id, values)
}

/** The texts in the locale in effect (`useLocale`: the nearest LocaleProvider, else the page locale). */
export function useText(): Translate {
  const locale = useLocale()
  return useMemo(() => translator(locale), [locale])
}

/** Whether `id` names a text (for ids built at run time, e.g. `serverFields.${name}` from a server's answer). */
export function isMessageId(id: string): id is MessageId {
  return Object.hasOwn(en, id)
}
