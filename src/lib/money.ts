/** Currencies whose amounts are stored in whole units, not cents (seed section 9). */
export const ZERO_DECIMAL_CURRENCIES: readonly string[] = ["krw", "jpy", "vnd"]

/** Whether amounts in this currency are whole units (no division by 100). */
export function isZeroDecimal(currencyCode: string): boolean {
  return ZERO_DECIMAL_CURRENCIES.includes(currencyCode.toLowerCase())
}

/**
 * Formats a stored amount as money: divided by 100 except for zero-decimal currencies,
 * en-US currency style unless another locale is given (seed section 5).
 */
export function formatMoney(amount: number, currencyCode: string, locale = "en-US"): string {
  const value = isZeroDecimal(currencyCode) ? amount : amount / 100
  return new Intl.NumberFormat(locale, { style: "currency", currency: currencyCode.toUpperCase() }).format(value)
}

/** Tax on a subtotal: the region's tax rate is a percentage, applied divided by 100, rounded to a whole stored unit. */
export function taxAmount(subtotal: number, taxRatePercent: number): number {
  return Math.round((subtotal * taxRatePercent) / 100)
}
