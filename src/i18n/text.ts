import type { MessageFormatElement } from "@formatjs/icu-messageformat-parser"
import { IntlMessageFormat } from "intl-messageformat"
import { useMemo } from "react"
import type { Locale } from "../lib/locale"
import { useLocale } from "./locale-context"
import type { MessageArguments } from "./message-arguments"
import en from "./locales/en.json"

/** Every text id, dotted: `cart.title`, `serverReasons.tooLong`, `identity.signIn`, ... (the English catalogue's keys). */
export type MessageId = keyof typeof en

/** The values a text needs: its named ICU arguments (`{max}`, `{count, plural, ...}`), none for a text without. */
export type MessageValues<Id extends MessageId> = Id extends keyof MessageArguments ? [values: Record<MessageArguments[Id], string | number>] : []

/** A text without arguments (an id kept in state or returned by a helper, formatted later without values). */
export type PlainMessageId = Exclude<MessageId, keyof MessageArguments>

/** A translate function bound to one language: `text("cart.title")`, `text("serverReasons.tooLong", { max: 32 })`. */
export type Translate = <Id extends MessageId>(id: Id, ...values: MessageValues<Id>) => string

/** ICU strings in dev and tests; syntax trees in the build (src/build/precompiled-messages.ts). */
type Catalogue = Record<MessageId, string | MessageFormatElement[]>

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

const formats = new Map<string, IntlMessageFormat>()

/** The text `id` in `locale` (English while that language is not loaded) with its ICU arguments filled in. */
export function t<Id extends MessageId>(locale: Locale, id: Id, ...[values]: MessageValues<Id>): string {
  const language = loaded[locale] ? locale : "en"
  const key = `${language} ${id}`
  let format = formats.get(key)
  if (!format) {
    format = new IntlMessageFormat(loaded[language]![id], language)
    formats.set(key, format)
  }
  try {
    return String(format.format(values))
  } catch (error) {
    // a value the message needs is missing: say which, and show the id rather than break the screen
    console.error(`Text ${id} (${language}):`, error)
    return id
  }
}

/** A {@link Translate} for `locale`. */
export function translator(locale: Locale): Translate {
  return (id, ...values) => t(locale, id, ...values)
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
