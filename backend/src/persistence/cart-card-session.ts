import { firstRow, type Db } from "./db"

/** The Stripe payment intent of a cart not yet placed (its card session), or undefined when it has none. */
export async function cardIntentIdOfOpenCart(db: Db, cartId: string): Promise<string | undefined> {
  const row = await firstRow<{ intent_id: string | null }>(
    db,
    `select ps.data->>'id' as intent_id from cart c join payment_session ps on ps.cart_id = c.id
      where c.id = $1 and c.completed_at is null and ps.provider_id = 'stripe'
      order by ps.is_selected desc nulls last limit 1`,
    [cartId]
  )
  return row?.intent_id ?? undefined
}
