import type { EntityManager } from "typeorm"
import { taxRatesOfProducts, type TaxRateRow } from "../persistence/tax-rate"

/** The part of Medusa's `cacheService` used here. */
export type KeyValueCache = { get(key: string): Promise<unknown>; set(key: string, value: unknown, ttl?: number): Promise<void> }

/** A region for pricing: its id, currency and default tax rate. */
export type PricingRegion = { id: string; currency_code: string; tax_rate: number }

/** Medusa's tax provider cache key for a product's rates in a region (TaxProviderService.getCacheKey). */
function taxRateCacheKey(productId: string, regionId: string): string {
  return `txrtcache:${productId}:${regionId}`
}

/** A tax rate as Medusa's pricing takes it. */
export type ProductTaxRate = { rate: number | null; name: string; code: string | null }

/**
 * The tax rates of each product in a region, from Medusa's tax-rate cache, the uncached ones in one query
 * (and cached for Medusa too). Medusa's own lookup costs two queries per uncached product (an N+1 the store's
 * listing must not have). Same rule as TaxRateRepository.listByProduct: product rates and product-type rates
 * of the region, else the region's rate.
 */
export async function taxRatesByProduct(
  manager: EntityManager,
  cache: KeyValueCache,
  productIds: string[],
  region: PricingRegion
): Promise<Map<string, ProductTaxRate[]>> {
  const cached = (await Promise.all(productIds.map((id) => cache.get(taxRateCacheKey(id, region.id))))) as (ProductTaxRate[] | null)[]
  const result = new Map<string, ProductTaxRate[]>()
  productIds.forEach((id, index) => cached[index] && result.set(id, cached[index]!))
  const missing = productIds.filter((id) => !result.has(id))
  if (!missing.length) return result
  const rows = await taxRatesOfProducts(manager, missing, region.id)
  const byProduct = new Map<string, Omit<TaxRateRow, "product_id">[]>()
  for (const { product_id, ...rate } of rows) byProduct.set(product_id, [...(byProduct.get(product_id) ?? []), rate])
  const fallback = [{ rate: region.tax_rate, name: "default", code: "default" }]
  for (const id of missing) result.set(id, byProduct.get(id) ?? fallback)
  await Promise.all(missing.map((id) => cache.set(taxRateCacheKey(id, region.id), result.get(id))))
  return result
}
