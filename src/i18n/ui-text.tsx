import type { Locale } from "../lib/locale"
import { useLocale } from "./messages"
import { uiDa } from "./ui.da"
import { uiEn, type UiText } from "./ui.en"
import { uiEs } from "./ui.es"

const texts: Record<Locale, UiText> = { en: uiEn, da: uiDa, es: uiEs }

/** The screens' texts of one language. */
export function uiTextFor(locale: Locale): UiText {
  return texts[locale]
}

/**
 * The screens' texts in the locale in effect (the identity module's `useLocale`: the nearest
 * LocaleProvider, else the page locale; English when the language is not shipped).
 */
export function useUiText(): UiText {
  return texts[useLocale()]
}
