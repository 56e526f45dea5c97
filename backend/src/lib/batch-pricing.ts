import type { PriceSelectionContext, PricingService, Product } from "@medusajs/medusa"
import type { ProductTaxRate } from "./tax-rate-cache"

/** The part of Medusa's price selection strategy used here (batched over any number of variants). */
type PriceSelection = {
  calculateVariantPrice(
    data: { variantId: string; quantity?: number }[],
    context: unknown
  ): Promise<
    Map<
      string,
      {
        prices: unknown[]
        originalPrice: number | null
        calculatedPrice: number | null
        calculatedPriceType?: string
        originalPriceIncludesTax?: boolean | null
        calculatedPriceIncludesTax?: boolean | null
      }
    >
  >
}

/**
 * Sets Medusa's computed prices (`calculated_price`, `original_price`, taxes…) on every variant of the products
 * with ONE price-selection call for all variants, where Medusa's `setProductPrices` makes one per product.
 * The result fields are those of PricingService.getProductVariantPricing_.
 */
export async function setPricesInOneBatch(
  pricingService: PricingService,
  priceSelection: PriceSelection,
  products: Product[],
  context: PriceSelectionContext,
  taxRates: Map<string, ProductTaxRate[]>
): Promise<void> {
  const pricingContext = await pricingService.collectPricingContext(context)
  const variants = products.flatMap((product) => product.variants.map((variant) => ({ product, variant })))
  const prices = await priceSelection.calculateVariantPrice(
    variants.map(({ variant }) => ({ variantId: variant.id })),
    pricingContext.price_selection
  )
  const withTaxes = Boolean(pricingContext.automatic_taxes && pricingContext.price_selection.region_id)
  for (const { product, variant } of variants) {
    const pricing = prices.get(variant.id)
    if (!pricing) continue
    const result = {
      prices: pricing.prices,
      original_price: pricing.originalPrice,
      calculated_price: pricing.calculatedPrice,
      calculated_price_type: pricing.calculatedPriceType,
      original_price_includes_tax: pricing.originalPriceIncludesTax,
      calculated_price_includes_tax: pricing.calculatedPriceIncludesTax,
      original_price_incl_tax: null as number | null,
      calculated_price_incl_tax: null as number | null,
      original_tax: null as number | null,
      calculated_tax: null as number | null,
      tax_rates: null as unknown,
    }
    if (withTaxes) {
      const taxed = pricingService.calculateTaxes(result as never, (taxRates.get(product.id) ?? []) as never)
      Object.assign(result, {
        original_price_incl_tax: taxed.original_price_incl_tax,
        calculated_price_incl_tax: taxed.calculated_price_incl_tax,
        original_tax: taxed.original_tax,
        calculated_tax: taxed.calculated_tax,
        tax_rates: taxed.tax_rates,
      })
    }
    Object.assign(variant, result)
  }
}
