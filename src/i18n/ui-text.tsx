import type { Locale } from "../lib/locale"
import { useLocale } from "./messages"
import { uiEn, type UiText } from "./ui.en"

const loaded: Partial<Record<Locale, UiText>> = { en: uiEn }

const loaders: Record<Exclude<Locale, "en">, () => Promise<UiText>> = {
  da: () => import("./ui.da").then((m) => m.uiDa),
  es: () => import("./ui.es").then((m) => m.uiEs),
}

/**
 * Loads the screens' texts of a language (Danish and Spanish are separate chunks, so the first page's
 * JavaScript carries only English). The app awaits this for the page locale before its first render.
 */
export async function loadUiText(locale: Locale): Promise<UiText> {
  if (locale !== "en") loaded[locale] ??= await loaders[locale]()
  return loaded[locale] ?? uiEn
}

/** The screens' texts of one language, English until that language is loaded. */
function uiTextFor(locale: Locale): UiText {
  return loaded[locale] ?? uiEn
}

/**
 * The screens' texts in the locale in effect (the identity module's `useLocale`: the nearest
 * LocaleProvider, else the page locale; English when the language is not shipped or not loaded).
 */
export function useUiText(): UiText {
  return uiTextFor(useLocale())
}
