/** Currencies whose amounts carry no minor unit (Medusa stores them as whole units). */
export const ZERO_DECIMAL_CURRENCIES: readonly string[] = ["krw", "jpy", "vnd"]

/** The default money locale: amounts read in en-US currency style. */
export const DEFAULT_MONEY_LOCALE = "en-US"

/** Medusa's integer amount in major units: divided by 100 except for zero-decimal currencies. */
export function toMajorUnits(amount: number, currencyCode: string): number {
  return ZERO_DECIMAL_CURRENCIES.includes(currencyCode.toLowerCase()) ? amount : amount / 100
}

/** Formats a Medusa amount in currency style (en-US unless told otherwise). */
export function formatMoney(amount: number, currencyCode: string, locale: string = DEFAULT_MONEY_LOCALE): string {
  return new Intl.NumberFormat(locale, { style: "currency", currency: currencyCode.toUpperCase() }).format(toMajorUnits(amount, currencyCode))
}

/** A region's tax rate is a percentage: 25 means 0.25. */
export function taxFraction(taxRatePercent: number | null | undefined): number {
  return (taxRatePercent ?? 0) / 100
}

/** An amount with the region's tax added, rounded to a whole minor unit. */
export function withTax(amount: number, taxRatePercent: number | null | undefined): number {
  return Math.round(amount * (1 + taxFraction(taxRatePercent)))
}

/** Whether amounts in this currency carry no minor unit (no division by 100). */
export function isZeroDecimal(currencyCode: string): boolean {
  return ZERO_DECIMAL_CURRENCIES.includes(currencyCode.toLowerCase())
}

/** Tax on a subtotal: the region's tax rate is a percentage, applied divided by 100, rounded to a whole minor unit. */
export function taxAmount(subtotal: number, taxRatePercent: number | null | undefined): number {
  return Math.round(subtotal * taxFraction(taxRatePercent))
}
