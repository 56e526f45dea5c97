import { useMemo } from "react"
import { formatTag } from "../lib/locale"
import { formatStoreMoney } from "../lib/money"
import { useLocale } from "./locale-context"

/** Money and dates written the way the page's language writes them. */
export interface PageFormat {
  /** A Medusa amount in currency style (`$1,234.56` on English pages, `1.234,56 kr.` on Danish ones). */
  money: (amount: number, currencyCode: string) => string
  /** A date (ISO string or Date) as day, short month and year; an unreadable date is shown as given. */
  date: (value: string | Date) => string
}

/** Formats for the locale in effect: en-US on English pages (the default money style), da-DK and es-ES otherwise. */
export function usePageFormat(): PageFormat {
  const locale = useLocale()
  const tag = formatTag(locale)
  return useMemo(
    () => ({
      money: (amount, currencyCode) => formatStoreMoney(amount, currencyCode, locale),
      date: (value) => {
        const date = typeof value === "string" ? new Date(value) : value
        return Number.isNaN(date.getTime()) ? String(value) : date.toLocaleDateString(tag, { year: "numeric", month: "short", day: "numeric" })
      },
    }),
    [locale, tag]
  )
}
