import { useId, useState } from "react"
import { useLocation, useNavigate } from "react-router-dom"
import { STORE_LOCALES } from "@clinic-store/contract"
import { useLocale } from "../i18n/locale-context"
import { setPageLocale } from "../i18n/page-locale"
import { loadMessages, useText } from "../i18n/text"
import type { Locale } from "../lib/locale"

/** Each language named in itself, so a visitor finds theirs whatever the page's language. */
const NATIVE_NAMES: Record<Locale, string> = { en: "English", da: "Dansk", es: "Español" }

/**
 * The header's language choice on every page: the chosen language is remembered for every later visit (a signed-in
 * customer's mails follow it too) and replaces a language a mail link named; a `?lang=` left in the address is
 * dropped, so a reload keeps the choice.
 */
export function LanguageSwitcher() {
  const text = useText()
  const locale = useLocale()
  const id = useId()
  const navigate = useNavigate()
  const { pathname, search, hash } = useLocation()
  // The language whose texts could not be loaded (offline, or a new release replaced them): the page keeps its
  // language and says so, instead of switching to a language it cannot show.
  const [notLoaded, setNotLoaded] = useState<Locale | null>(null)
  async function choose(next: Locale) {
    try {
      await loadMessages(next)
    } catch {
      setNotLoaded(next)
      return
    }
    setNotLoaded(null)
    setPageLocale(next, "switched")
    const params = new URLSearchParams(search)
    if (params.has("lang")) {
      params.delete("lang")
      const query = params.toString()
      navigate(`${pathname}${query ? `?${query}` : ""}${hash}`, { replace: true })
    }
  }
  return (
    <div className="language-switcher">
      <label htmlFor={id} className="visually-hidden">
        {text("shop.language.label")}
      </label>
      <select id={id} value={locale} onChange={(event) => void choose(event.target.value as Locale)}>
        {STORE_LOCALES.map((option) => (
          <option key={option} value={option} lang={option}>
            {NATIVE_NAMES[option]}
          </option>
        ))}
      </select>
      {notLoaded && (
        <p role="alert" className="language-switcher-error">
          {text("shop.language.notLoaded", { language: NATIVE_NAMES[notLoaded] })}
        </p>
      )}
    </div>
  )
}
