import { useEffect, useRef } from "react"
import { useApi } from "../api/api-provider"
import { useLocale } from "../i18n/locale-context"
import { useSession } from "../session/session-context"

/**
 * Tells the backend the language a signed-in customer uses the store in, once per customer and language, so their
 * mails (and the links in them) are in that language. A failure is not shown: the next change tries again.
 */
export function useRememberedLocale(): void {
  const api = useApi()
  const locale = useLocale()
  const { status, customer } = useSession()
  const customerId = status === "signed-in" ? (customer?.id ?? null) : null
  const sent = useRef<string | null>(null)
  useEffect(() => {
    if (!customerId) return
    const key = `${customerId}:${locale}`
    if (sent.current === key) return
    sent.current = key
    api.store.rememberLocale(locale).catch(() => {
      if (sent.current === key) sent.current = null
    })
  }, [api, customerId, locale])
}
