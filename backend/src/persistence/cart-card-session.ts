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

/** Whether a cart not yet placed has payment sessions open (their amount follows the cart's total). */
export async function openCartHasPaymentSessions(db: Db, cartId: string): Promise<boolean> {
  const row = await firstRow(db, `select 1 from cart c join payment_session ps on ps.cart_id = c.id where c.id = $1 and c.completed_at is null limit 1`, [cartId])
  return row !== undefined
}

/** The order a cart was placed as (its display number; null while the order row is not there yet), or undefined when not placed. */
export async function placedOrderOfCart(db: Db, cartId: string): Promise<{ display_id: number | null } | undefined> {
  return firstRow(db, `select o.display_id from cart c left join "order" o on o.cart_id = c.id where c.id = $1 and c.completed_at is not null limit 1`, [cartId])
}
