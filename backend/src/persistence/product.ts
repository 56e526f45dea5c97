import { firstRow, type Db } from "./db"

/** Whether a (not deleted) product has this id. */
export async function productExists(db: Db, productId: string): Promise<boolean> {
  return (await firstRow(db, `select 1 from product where id = $1 and deleted_at is null`, [productId])) !== undefined
}
