import { queryRows, type Db } from "./db"

/** A tax rate of a product in a region. */
export type TaxRateRow = { product_id: string; id: string; rate: number | null; code: string | null; name: string; region_id: string }

/**
 * The tax rates of each product in a region, in one query: the product's own rates and its type's rates (Medusa's
 * TaxRateRepository.listByProduct rule). A product with none has no row.
 */
export async function taxRatesOfProducts(db: Db, productIds: string[], regionId: string): Promise<TaxRateRow[]> {
  return queryRows<TaxRateRow>(
    db,
    `select links.product_id, txr.id, txr.rate, txr.code, txr.name, txr.region_id
     from (
       select ptr.product_id, ptr.rate_id from product_tax_rate ptr where ptr.product_id = any($1)
       union
       select p.id, pttr.rate_id from product p join product_type_tax_rate pttr on pttr.product_type_id = p.type_id
       where p.id = any($1)
     ) links join tax_rate txr on txr.id = links.rate_id and txr.region_id = $2`,
    [productIds, regionId]
  )
}
