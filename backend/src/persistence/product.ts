import type { Audience, FeaturedProduct } from "@clinic-store/contract"
import { firstRow, queryRows, type Db } from "./db"

/** Whether a (not deleted) product has this id. */
export async function productExists(db: Db, productId: string): Promise<boolean> {
  return (await firstRow(db, `select 1 from product where id = $1 and deleted_at is null`, [productId])) !== undefined
}

/**
 * The first `count` published products (not gift cards; in catalogue order) open to `audience`, with their lowest list
 * price: prices of no price list, in the currency, of the region or of none, for a single unit.
 */
export async function publishedProductsFrom(db: Db, audience: Audience, currencyCode: string, regionId: string, count: number): Promise<FeaturedProduct[]> {
  return queryRows<FeaturedProduct>(
    db,
    `select p.id, p.handle, p.title, p.description, p.thumbnail,
            min(ma.amount)::int as from_price, count(distinct ma.amount) > 1 as price_varies
     from product p
     join product_variant v on v.product_id = p.id and v.deleted_at is null
     left join product_variant_money_amount pvma on pvma.variant_id = v.id and pvma.deleted_at is null
     left join money_amount ma on ma.id = pvma.money_amount_id and ma.deleted_at is null and ma.price_list_id is null
          and ma.currency_code = $1 and (ma.region_id is null or ma.region_id = $2) and coalesce(ma.min_quantity, 1) <= 1
     where p.status = 'published' and p.deleted_at is null and not p.is_giftcard
       and exists (select 1 from product_audience pa where pa.product_id = p.id and pa.audience = $4)
     group by p.id order by p.created_at, p.id limit $3`,
    [currencyCode, regionId, count, audience]
  )
}

/** The ids of the (not deleted) products with these handles, by handle. */
export async function productIdsByHandle(db: Db, handles: string[]): Promise<Map<string, string>> {
  const rows = await queryRows<{ id: string; handle: string }>(db, `select id, handle from product where handle = any($1) and deleted_at is null`, [handles])
  return new Map(rows.map((row) => [row.handle, row.id]))
}

/** The ids of the (not deleted) variants of these products, by SKU. */
export async function variantIdsBySku(db: Db, productIds: string[]): Promise<Map<string, string>> {
  const rows = await queryRows<{ id: string; sku: string }>(db, `select id, sku from product_variant where product_id = any($1) and deleted_at is null and sku is not null`, [productIds])
  return new Map(rows.map((row) => [row.sku, row.id]))
}
