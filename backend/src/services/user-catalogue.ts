import type { PricingService, Product, ProductCategory, ProductService } from "@medusajs/medusa"
import { defaultStoreProductsFields } from "@medusajs/medusa/dist/api/routes/store/products"
import type { EntityManager } from "typeorm"
import { InvalidError } from "../domain/errors"
import type { CustomerContext } from "./customer-context"
import type PurchasePermissionService from "./purchase-permission"
import type StoreTranslationService from "./store-translation"
import type { StoreLocale } from "@clinic-store/contract"
import { setPricesInOneBatch } from "../lib/batch-pricing"
import { taxRatesByProduct, type KeyValueCache, type PricingRegion } from "../lib/tax-rate-cache"
import { publicCategoriesOfProducts } from "../persistence/product-category"
import { productIdsMatching } from "../persistence/product-search"
import { regionById, regionOfBillingCountry } from "../persistence/region"
import { StoreService } from "../lib/store-service"

type Dependencies = {
  manager: EntityManager
  cacheService: KeyValueCache
  productService: ProductService
  pricingService: PricingService
  priceSelectionStrategy: Parameters<typeof setPricesInOneBatch>[1]
  purchasePermissionService: PurchasePermissionService
  storeTranslationService: StoreTranslationService
}

/**
 * The relations the product list shows: the variants (their prices come from the price selection, which replaces
 * `variants.prices`) and the option titles. Medusa's default store relations (images, tags, collection, type,
 * profiles, option values, variant options, every price of every variant) are read per request otherwise, and with
 * a clinic's hundreds of products they cost seconds of hydration for fields the list never shows.
 */
const LISTED_RELATIONS = ["variants", "options"]

/**
 * The products a customer may buy, priced for a region. A constant number of queries whatever the count:
 * customer context (2-3), permitted ids (1), region (1), tax rates (1, when not cached), Medusa's product list
 * (one query per relation), their public categories (1) and one price selection for all variants (lib/batch-pricing.ts).
 */
export default class UserCatalogueService extends StoreService<Dependencies> {
  /**
   * Purchasable products with prices for `regionId` (default: the customer's region), with that region's id and
   * currency, their texts in `locale`; [] unless approved. `query` narrows them to those matching every word
   * (persistence/product-search.ts).
   */
  async list(customerId: string, regionId?: string, locale: StoreLocale = "en", query = ""): Promise<{ products: Product[]; region_id: string | null; currency_code: string | null }> {
    const permission = this.deps_.purchasePermissionService
    const context = await permission.contextOf(customerId)
    const words = query.split(/\s+/).filter(Boolean)
    const ids = await productIdsMatching(this.activeManager_, await permission.permittedProductIds(context), words)
    if (!context || !ids.length) return { products: [], region_id: regionId ?? null, currency_code: null }
    const region = await this.regionFor(context, regionId)
    // No `take`: Medusa's paged id query joins relations, so a page of ids.length rows lost products with an image
    // and several variants. The ids are already the whole, bounded answer.
    const products = await this.deps_.productService.list(
      { id: ids },
      { relations: LISTED_RELATIONS, select: defaultStoreProductsFields as (keyof Product)[] }
    )
    const categories = await this.publicCategoriesOf(ids)
    for (const product of products) product.categories = categories.get(product.id) ?? []
    const taxRates = await taxRatesByProduct(this.activeManager_, this.deps_.cacheService, ids, region)
    const order = new Map(ids.map((id, index) => [id, index]))
    products.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0))
    const pricingContext = { region_id: region.id, currency_code: region.currency_code, customer_id: customerId, include_discount_prices: true }
    await setPricesInOneBatch(this.deps_.pricingService, this.deps_.priceSelectionStrategy, products, pricingContext, taxRates)
    await this.deps_.storeTranslationService.withTransaction(this.activeManager_).localizeProducts(products, locale)
    return { products, region_id: region.id, currency_code: region.currency_code }
  }

  /**
   * The categories of each product that customers may see: active and not internal (Medusa's rule for its store
   * category routes), in the categories' rank order. One query for all products: a joined relation would be paged
   * together with the products (`take`), dropping products listed in several categories.
   */
  private async publicCategoriesOf(productIds: string[]): Promise<Map<string, ProductCategory[]>> {
    const rows = await publicCategoriesOfProducts(this.activeManager_, productIds)
    const byProduct = new Map<string, ProductCategory[]>()
    for (const { product_id, ...category } of rows) {
      byProduct.set(product_id, [...(byProduct.get(product_id) ?? []), category as ProductCategory])
    }
    return byProduct
  }

  /** The requested region, else the region of the clinic's billing country, else of the customer's. */
  private async regionFor(context: CustomerContext, regionId?: string): Promise<PricingRegion> {
    if (regionId) {
      const region = await regionById(this.activeManager_, regionId)
      if (!region) throw new InvalidError("region_id: no such region")
      return region
    }
    const region = await regionOfBillingCountry(this.activeManager_, context.clinic?.billing_address?.country_code ?? null, context.customer.billing_address_id ?? null)
    if (!region) {
      throw new InvalidError("region_id: required, no region could be derived from the billing address")
    }
    return region
  }
}
