import { useEffect } from "react"
import { useLocation } from "react-router-dom"
import { setPageLocale } from "../i18n/page-locale"
import { loadMessages } from "../i18n/text"
import { localeFor } from "../lib/locale"

/**
 * Keeps the page's language in step with the address: on every navigation the locale is worked out again
 * (`?lang=` first, then this visit's link, then the switcher's choice, then the browser's languages), its texts are
 * loaded and the page switches; a `?lang=` holds for the rest of the visit (next clicks and reloads), not the next one.
 */
export function useLocaleFromAddress(): void {
  const { search } = useLocation()
  useEffect(() => {
    const linked = Boolean(new URLSearchParams(search).get("lang")?.trim())
    const locale = localeFor(search)
    let current = true
    void loadMessages(locale)
      .catch(() => undefined)
      .then(() => {
        if (current) setPageLocale(locale, linked ? "linked" : "followed")
      })
    return () => {
      current = false
    }
  }, [search])
}
