import da from "../../../src/i18n/locales/da.json"
import en from "../../../src/i18n/locales/en.json"

const CATALOGUES = { en, da } as const

/** A storefront text in `locale` with its `{name}` arguments filled (simple arguments only, no plurals). */
export function textIn(locale: keyof typeof CATALOGUES, id: keyof typeof en, values: Record<string, string | number> = {}): string {
  const message = (CATALOGUES[locale] as Record<string, string>)[id]
  return message.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]))
}
