import { TransactionBaseService } from "@medusajs/medusa"
import type { StoreLocale } from "@clinic-store/contract"
import type { EntityManager } from "typeorm"
import { InvalidError } from "../domain/errors"
import type StoreTranslationService from "./store-translation"

type Dependencies = { manager: EntityManager; storeTranslationService: StoreTranslationService }

/** How many products the home page's teaser shows. */
const FEATURED_COUNT = 4

/** The country whose region prices the teaser for a language when no region is asked for (English: the first region). */
const LOCALE_COUNTRY: Partial<Record<StoreLocale, string>> = { da: "dk", es: "es" }

type Region = { id: string; currency_code: string }

/** A product of the teaser: picture, name in the language, and its lowest list price in the region's currency. */
export type FeaturedProduct = {
  id: string
  handle: string | null
  title: string
  description: string | null
  thumbnail: string | null
  from_price: number | null
  price_varies: boolean
}

/**
 * The home page's public teaser: the first published products (in catalogue order) with their lowest list price.
 * List prices only, never a customer's price list: the teaser is public, prices for a customer are in their catalogue.
 */
export default class FeaturedProductsService extends TransactionBaseService {
  private readonly translations: StoreTranslationService

  constructor(container: Dependencies) {
    // eslint-disable-next-line prefer-rest-params
    super(container, arguments[1])
    this.translations = container.storeTranslationService
  }

  async list(locale: StoreLocale, regionId?: string): Promise<{ products: FeaturedProduct[]; region_id: string; currency_code: string }> {
    const region = await this.regionFor(locale, regionId)
    const products: FeaturedProduct[] = await this.activeManager_.query(
      `select p.id, p.handle, p.title, p.description, p.thumbnail,
              min(ma.amount)::int as from_price, count(distinct ma.amount) > 1 as price_varies
       from product p
       join product_variant v on v.product_id = p.id and v.deleted_at is null
       left join product_variant_money_amount pvma on pvma.variant_id = v.id and pvma.deleted_at is null
       left join money_amount ma on ma.id = pvma.money_amount_id and ma.deleted_at is null and ma.price_list_id is null
            and ma.currency_code = $1 and (ma.region_id is null or ma.region_id = $2) and coalesce(ma.min_quantity, 1) <= 1
       where p.status = 'published' and p.deleted_at is null and not p.is_giftcard
       group by p.id order by p.created_at, p.id limit $3`,
      [region.currency_code, region.id, FEATURED_COUNT]
    )
    await this.translations.withTransaction(this.activeManager_).localizeProducts(products, locale)
    return { products: products.map(({ content: _content, ...product }: FeaturedProduct & { content?: unknown }) => product), region_id: region.id, currency_code: region.currency_code }
  }

  private async regionFor(locale: StoreLocale, regionId?: string): Promise<Region> {
    const rows: Region[] = regionId
      ? await this.activeManager_.query(`select id, currency_code from region where id = $1 and deleted_at is null`, [regionId])
      : await this.activeManager_.query(
          `select r.id, r.currency_code from region r left join country c on c.region_id = r.id and c.iso_2 = $1
           where r.deleted_at is null order by (c.iso_2 is not null) desc, r.created_at, r.id limit 1`,
          [LOCALE_COUNTRY[locale] ?? null]
        )
    if (!rows.length) throw new InvalidError(regionId ? "region_id: no such region" : "region_id: the store has no region")
    return rows[0]
  }
}
