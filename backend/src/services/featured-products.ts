import type { StoreLocale } from "@clinic-store/contract"
import type { EntityManager } from "typeorm"
import { InvalidError } from "../domain/errors"
import type StoreTranslationService from "./store-translation"
import { publishedProductsFrom, type ProductFrom } from "../persistence/product"
import { regionById, regionOfCountryOrFirst } from "../persistence/region"
import { StoreService } from "../lib/store-service"

type Dependencies = { manager: EntityManager; storeTranslationService: StoreTranslationService }

/** How many products the home page's teaser shows. */
const FEATURED_COUNT = 4

/**
 * Whom the teaser shows products to: a visitor who signs up without a clinic buys as an individual, so the public
 * teaser shows only what individuals may buy (a clinic sees its own tests in its catalogue once signed in).
 */
const TEASER_AUDIENCE = "individual"

/** The country whose region prices the teaser for a language when no region is asked for (English: the first region). */
const LOCALE_COUNTRY: Partial<Record<StoreLocale, string>> = { da: "dk", es: "es" }

type Region = { id: string; currency_code: string }

/** A product of the teaser: picture, name in the language, and its lowest list price in the region's currency. */
export type FeaturedProduct = ProductFrom

/**
 * The home page's public teaser: the first published products open to individuals (in catalogue order) with their
 * lowest list price.
 * List prices only, never a customer's price list: the teaser is public, prices for a customer are in their catalogue.
 */
export default class FeaturedProductsService extends StoreService<Dependencies> {
  async list(locale: StoreLocale, regionId?: string): Promise<{ products: FeaturedProduct[]; region_id: string; currency_code: string }> {
    const region = await this.regionFor(locale, regionId)
    const products = await publishedProductsFrom(this.activeManager_, TEASER_AUDIENCE, region.currency_code, region.id, FEATURED_COUNT)
    await this.deps_.storeTranslationService.withTransaction(this.activeManager_).localizeProducts(products, locale)
    return { products: products.map(({ content: _content, ...product }: FeaturedProduct & { content?: unknown }) => product), region_id: region.id, currency_code: region.currency_code }
  }

  private async regionFor(locale: StoreLocale, regionId?: string): Promise<Region> {
    const region = regionId ? await regionById(this.activeManager_, regionId) : await regionOfCountryOrFirst(this.activeManager_, LOCALE_COUNTRY[locale] ?? null)
    if (!region) throw new InvalidError(regionId ? "region_id: no such region" : "region_id: the store has no region")
    return { id: region.id, currency_code: region.currency_code }
  }
}
