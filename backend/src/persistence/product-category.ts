import { queryRows, type Db } from "./db"

/** A category of a product, as customers see it. */
export type ProductCategoryRow = { product_id: string; id: string; handle: string; name: string; description: string; rank: number; metadata: Record<string, unknown> | null }

/** The active, not internal categories of each product, in the categories' rank order (one query for all). */
export async function publicCategoriesOfProducts(db: Db, productIds: string[]): Promise<ProductCategoryRow[]> {
  return queryRows<ProductCategoryRow>(
    db,
    `select pcp.product_id, c.id, c.handle, c.name, c.description, c.rank, c.metadata
     from product_category_product pcp join product_category c on c.id = pcp.product_category_id
     where pcp.product_id = any($1) and c.is_active and not c.is_internal
     order by c.rank, c.name`,
    [productIds]
  )
}
