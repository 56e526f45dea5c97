import { formatTagOf, type StoreLocale } from "./locales"

/** Money display, shared by the storefront and the backend's mails. Currencies whose amounts carry no minor unit (Medusa stores them as whole units). */
const ZERO_DECIMAL_CURRENCIES: readonly string[] = ["krw", "jpy", "vnd"]

/** The default money locale: amounts read in en-US currency style. */
const DEFAULT_MONEY_LOCALE = "en-US"

/** Medusa's integer amount in major units: divided by 100 except for zero-decimal currencies. */
export function toMajorUnits(amount: number, currencyCode: string): number {
  return isZeroDecimal(currencyCode) ? amount : amount / 100
}

/** Formats a Medusa amount in currency style (en-US unless told otherwise). */
export function formatMoney(amount: number, currencyCode: string, locale: string = DEFAULT_MONEY_LOCALE): string {
  return new Intl.NumberFormat(locale, { style: "currency", currency: currencyCode.toUpperCase() }).format(toMajorUnits(amount, currencyCode))
}

/** Whether amounts in this currency carry no minor unit (no division by 100). */
export function isZeroDecimal(currencyCode: string): boolean {
  return ZERO_DECIMAL_CURRENCIES.includes(currencyCode.toLowerCase())
}

/** A Medusa amount as the store writes it in one of its languages: the storefront's pages and the mails use this alone. */
export function formatStoreMoney(amount: number, currencyCode: string, locale: StoreLocale): string {
  return formatMoney(amount, currencyCode, formatTagOf(locale))
}
