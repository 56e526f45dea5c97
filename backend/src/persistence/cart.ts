import type { AddressData } from "../domain/address-data"
import { firstRow, queryRows, type Db } from "./db"

/** Who a cart belongs to, whether it was placed, and the number of the order it became; undefined for no such cart. */
export async function cartOwnership(
  db: Db,
  cartId: string
): Promise<{ customer_id: string | null; completed_at: Date | null; display_id: number | null } | undefined> {
  return firstRow(
    db,
    `select c.customer_id, c.completed_at, o.display_id
     from cart c left join "order" o on c.completed_at is not null and o.cart_id = c.id
     where c.id = $1`,
    [cartId]
  )
}

/** When a cart was placed (null while open); undefined for no such cart. */
export async function cartCompletedAt(db: Db, cartId: string): Promise<{ completed_at: Date | null } | undefined> {
  return firstRow(db, `select completed_at from cart where id = $1`, [cartId])
}

/** The names on a cart's shipping address (null without one) and when the cart was placed; undefined for no such cart. */
export async function cartRecipient(
  db: Db,
  cartId: string
): Promise<{ first_name: string | null; last_name: string | null; completed_at: string | null } | undefined> {
  return firstRow(db, `select a.first_name, a.last_name, c.completed_at from cart c left join address a on a.id = c.shipping_address_id where c.id = $1`, [cartId])
}

/** Units of a variant in a cart (0 when none). */
export async function unitsOfVariantInCart(db: Db, cartId: string, variantId: string): Promise<number> {
  const row = await firstRow<{ units: string }>(db, `select coalesce(sum(quantity), 0)::text as units from line_item where cart_id = $1 and variant_id = $2`, [cartId, variantId])
  return Number(row?.units ?? 0)
}

/** Whether the cart has any line. */
export async function cartHasLines(db: Db, cartId: string): Promise<boolean> {
  return (await firstRow(db, `select 1 from line_item where cart_id = $1 limit 1`, [cartId])) !== undefined
}

/** The variants of a cart's lines (only line `lineId` when given). */
export async function variantIdsOfCart(db: Db, cartId: string, lineId?: string): Promise<string[]> {
  const rows = await queryRows<{ variant_id: string | null }>(db, `select variant_id from line_item where cart_id = $1 and ($2::varchar is null or id = $2)`, [cartId, lineId ?? null])
  return rows.flatMap((row) => (row.variant_id ? [row.variant_id] : []))
}

/** Each payment provider of a cart's region (one row each) with the cart's selected provider and when it was placed. */
export async function cartPaymentRows(db: Db, cartId: string): Promise<{ provider_id: string | null; selected: string | null; completed_at: Date | null }[]> {
  return queryRows(
    db,
    `select rp.provider_id, ps.provider_id as selected, c.completed_at
       from cart c
       left join region_payment_providers rp on rp.region_id = c.region_id
       left join payment_session ps on ps.cart_id = c.id and ps.is_selected
      where c.id = $1`,
    [cartId]
  )
}

/**
 * The customer's open cart: not placed nor being placed, not deleted, of the default type; the one changed last.
 * Undefined when there is none.
 */
export async function openCartIdOf(db: Db, customerId: string): Promise<string | undefined> {
  const row = await firstRow<{ id: string }>(
    db,
    `select c.id from cart c
      where c.customer_id = $1 and c.completed_at is null and c.deleted_at is null and c.type = 'default'
        and not exists (select 1 from "order" o where o.cart_id = c.id)
        -- A cart being placed right now is about to become an order: never resumed as open.
        and not exists (select 1 from cart_completion_claim k where k.cart_id = c.id)
      order by c.updated_at desc, c.id desc limit 1`,
    [customerId]
  )
  return row?.id
}

/** What ordering again into a cart needs of it (undefined for no such cart, or a deleted one). */
export async function cartForReorder(
  db: Db,
  cartId: string
): Promise<{ customer_id: string | null; completed_at: Date | null; region_id: string; sales_channel_id: string | null } | undefined> {
  return firstRow(db, `select customer_id, completed_at, region_id, sales_channel_id from cart where id = $1 and deleted_at is null`, [cartId])
}

/** The clinic billing details of a cart's customer (a clinic member), with what the cart holds now; undefined otherwise. */
export type ClinicBillingOfCart = { billing_email: string; billing_address: AddressData; cart_email: string | null; billing_address_id: string | null }

/** The billing details of the clinic of a cart's customer, or undefined when the customer is in no clinic. */
export async function clinicBillingOfCart(db: Db, cartId: string): Promise<ClinicBillingOfCart | undefined> {
  return firstRow<ClinicBillingOfCart>(
    db,
    `select c.billing_email, c.billing_address, cart.email as cart_email, cart.billing_address_id
       from cart join clinic_member m on m.customer_id = cart.customer_id join clinic c on c.id = m.clinic_id
      where cart.id = $1`,
    [cartId]
  )
}

/** Sets a cart's email alone (Medusa's own email update would move the cart to a guest customer of that address). */
export async function setCartEmail(db: Db, cartId: string, email: string): Promise<void> {
  await db.query(`update cart set email = $2 where id = $1`, [cartId, email])
}

/** Locks a cart's row until the transaction ends. */
export async function lockCartRow(db: Db, cartId: string): Promise<void> {
  await db.query(`select id from cart where id = $1 for update`, [cartId])
}

/** A cart's owner and how far placing it got: completed, placed as an order, or claimed by a completion under way. */
export type CartPlacementState = { customer_id: string | null; completed_at: Date | null; placed: boolean; claimed: boolean }

/** The placement state of a (not deleted) cart, or undefined. */
export async function cartPlacementState(db: Db, cartId: string): Promise<CartPlacementState | undefined> {
  return firstRow<CartPlacementState>(
    db,
    `select c.customer_id, c.completed_at,
            exists (select 1 from "order" o where o.cart_id = c.id) as placed,
            exists (select 1 from cart_completion_claim k where k.cart_id = c.id) as claimed
       from cart c where c.id = $1 and c.deleted_at is null`,
    [cartId]
  )
}
