/** Regions the store sells in, each with one standard shipping option (amounts in the currency's smallest unit). */
export type RegionSeed = {
  name: string
  currency_code: string
  tax_rate: number
  countries: string[]
  shipping_amount: number
  /**
   * Prices (products, price lists, shipping) include the region's tax: Medusa's tax-inclusive pricing. The EU regions
   * sell to consumers, whose prices must include VAT; the United States and Japan show prices before tax.
   */
  includes_tax: boolean
}

export const REGIONS: RegionSeed[] = [
  { name: "United States", currency_code: "usd", tax_rate: 0, countries: ["us"], shipping_amount: 1500, includes_tax: false },
  {
    name: "Europe",
    currency_code: "eur",
    tax_rate: 20,
    countries: ["de", "fr", "es", "it", "nl", "se", "fi", "ie", "at", "be"],
    shipping_amount: 1200,
    includes_tax: true,
  },
  { name: "Denmark", currency_code: "dkk", tax_rate: 25, countries: ["dk"], shipping_amount: 9900, includes_tax: true },
  { name: "Japan", currency_code: "jpy", tax_rate: 10, countries: ["jp"], shipping_amount: 1800, includes_tax: false },
]

export const STANDARD_SHIPPING = "Standard shipping"

/** The seeded shipping option's name in the store's other languages (English is Medusa's own name above). */
export const STANDARD_SHIPPING_NAMES = { da: "Standardforsendelse", es: "Envío estándar" } as const
