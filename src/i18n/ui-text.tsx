import { createContext, useContext, type ReactNode } from "react"
import { uiDa } from "./ui.da"
import { uiEn, type UiText } from "./ui.en"
import { uiEs } from "./ui.es"

/** Languages the storefront ships. */
export type UiLanguage = "en" | "da" | "es"

const texts: Record<UiLanguage, UiText> = { en: uiEn, da: uiDa, es: uiEs }

/** The language for a page locale ("da-DK" → da, "es" → es); anything else falls back to English. */
export function uiLanguageFor(locale: string | null | undefined): UiLanguage {
  const primary = (locale ?? "").toLowerCase().split(/[-_]/)[0]
  return primary === "da" || primary === "es" ? primary : "en"
}

/** The page's locale: the document's lang attribute, else the browser's language. */
export function pageLocale(): string | undefined {
  if (typeof document === "undefined") return undefined
  return document.documentElement.lang || (typeof navigator === "undefined" ? undefined : navigator.language)
}

/** The texts of one language. */
export function uiTextFor(language: UiLanguage): UiText {
  return texts[language]
}

const UiTextContext = createContext<UiText>(uiEn)

/** Supplies the texts of a language to every screen below it. */
export function UiTextProvider({ language, children }: { language: UiLanguage; children: ReactNode }) {
  return <UiTextContext.Provider value={texts[language]}>{children}</UiTextContext.Provider>
}

/** The current language's texts (English when no provider is mounted). */
export function useUiText(): UiText {
  return useContext(UiTextContext)
}
