/** Medusa's provider ids: the card (medusa-payment-stripe) and the invoice (medusa-payment-manual). */
export const CARD_PROVIDER = "stripe"
export const INVOICE_PROVIDER = "manual"

/** Who buys: an individual, or a member of a clinic (any clinic type). */
export type PayerKind = "individual" | "clinic"

/** The payer kinds that pay by card, from CARD_PAYMENT_CUSTOMERS (comma separated; default: individuals only). */
function cardPayers(value = process.env.CARD_PAYMENT_CUSTOMERS): Set<PayerKind> {
  const kinds = (value ?? "individual")
    .split(",")
    .map((kind) => kind.trim())
    .filter(Boolean)
  for (const kind of kinds) {
    if (kind !== "individual" && kind !== "clinic") throw new Error(`CARD_PAYMENT_CUSTOMERS: "${kind}" is neither individual nor clinic`)
  }
  return new Set(kinds as PayerKind[])
}

/**
 * The one way a cart is paid: by card when the cart's region offers the card provider and the payer's kind pays by
 * card; otherwise by invoice (the manual provider) when the region offers it; null when the region offers neither.
 */
export function paymentProviderFor(payer: PayerKind, regionProviders: readonly string[], byCard: ReadonlySet<PayerKind> = cardPayers()): string | null {
  if (byCard.has(payer) && regionProviders.includes(CARD_PROVIDER)) return CARD_PROVIDER
  if (regionProviders.includes(INVOICE_PROVIDER)) return INVOICE_PROVIDER
  return null
}

/**
 * Whether the seed gives a region the card provider: every region when CARD_PAYMENT_REGIONS is unset, otherwise
 * the regions it names (by name or currency code, comma separated). The back office may change a region later.
 */
export function regionTakesCards(region: { name: string; currency_code: string }, value = process.env.CARD_PAYMENT_REGIONS): boolean {
  if (!value) return true
  const wanted = value.split(",").map((entry) => entry.trim().toLowerCase())
  return wanted.includes(region.name.toLowerCase()) || wanted.includes(region.currency_code.toLowerCase())
}
