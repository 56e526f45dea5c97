import { firstRow, type Db } from "./db"

/** Whether `cartId` is the cart of a swap of an order the customer placed themselves. */
export async function isOwnSwapCart(db: Db, cartId: string, customerId: string): Promise<boolean> {
  return (await firstRow(db, `select 1 from swap s join "order" o on o.id = s.order_id where s.cart_id = $1 and o.customer_id = $2 and s.deleted_at is null`, [cartId, customerId])) !== undefined
}
