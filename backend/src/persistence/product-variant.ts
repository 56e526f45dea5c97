import { queryRows, type Db } from "./db"

/** A variant's stock settings. */
export type VariantStockRow = { id: string; sku: string; manage_inventory: boolean; allow_backorder: boolean }

/** The (not deleted) variants with these SKUs, by SKU. */
export async function variantsBySku(db: Db, skus: string[]): Promise<VariantStockRow[]> {
  return queryRows<VariantStockRow>(db, `select id, sku, manage_inventory, allow_backorder from product_variant where sku = any($1) and deleted_at is null order by sku`, [skus])
}
