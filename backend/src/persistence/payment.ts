import { queryRows, type Db } from "./db"

/** Orders paid by a Stripe payment intent whose payment is neither captured nor canceled yet. */
export async function ordersAwaitingCaptureOfIntent(db: Db, intentId: string): Promise<string[]> {
  const rows = await queryRows<{ order_id: string }>(
    db,
    `select distinct order_id from payment
      where provider_id = 'stripe' and data->>'id' = $1 and order_id is not null and captured_at is null and canceled_at is null`,
    [intentId]
  )
  return rows.map((row) => row.order_id)
}
