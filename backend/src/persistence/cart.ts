import type { ApplicationStatus, ClinicRole, ClinicType } from "@clinic-store/contract"
import type { AddressData } from "../domain/address-data"
import { firstRow, type Db } from "./db"

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

/** A line of a cart as its rules read it: the variant and the units it holds. */
export type CartLineUnits = { id: string; variant_id: string | null; quantity: number }

/** A cart as the rules of one request read it: owner, placement, recipient, approval, lines, region and payment. */
type CartState = {
  id: string
  customer_id: string | null
  /** When the cart was placed (null while open). */
  completed_at: string | null
  region_id: string
  /** The number of the order a placed cart became (null while open, or while the order row is not there yet). */
  order_display_id: number | null
  /** The names on the shipping address (both null without one). */
  recipient: { first_name: string | null; last_name: string | null }
  /** The approval request the cart waits for (pending or being approved), or null. */
  open_approval_id: string | null
  lines: CartLineUnits[]
  /** The payment providers of the cart's region. */
  payment_providers: string[]
  /** The provider of the cart's selected payment session, or null. */
  selected_provider: string | null
  /** Whether the cart, not yet placed, has payment sessions open (their amount follows the cart's total). */
  open_payment_sessions: boolean
  /** The Stripe payment intent of the card session of the cart not yet placed (the selected one first), or null. */
  open_card_intent_id: string | null
}

/** The caller's clinic, membership, spending limits and own application, as the store's rules on a cart need them. */
export type CallerStanding = {
  clinic_id: string | null
  clinic_status: ApplicationStatus | null
  clinic_type: ClinicType | null
  member_role: ClinicRole | null
  per_order: number | null
  per_month: number | null
  /** The status of the customer's own application (`customer_application`), or null without one. */
  application_status: ApplicationStatus | null
}

/** A cart and the caller, read together: undefined for no such cart, or for no such (or no signed-in) customer. */
export type CartSnapshot = { cart: CartState | undefined; caller: CallerStanding | undefined }

/**
 * Everything the store's rules on a cart route read of the cart and of the calling customer, in one statement: read
 * once per request, in the cart's turn, and shared by the rules (api/guards/guard.ts, `cartOf`).
 */
export async function cartSnapshot(db: Db, cartId: string, customerId: string | undefined): Promise<CartSnapshot> {
  const row = await firstRow<{ cart: CartState | null; caller: CallerStanding | null }>(
    db,
    `select
       (select json_build_object(
          'id', c.id, 'customer_id', c.customer_id, 'completed_at', c.completed_at, 'region_id', c.region_id,
          'order_display_id', (select o.display_id from "order" o where c.completed_at is not null and o.cart_id = c.id limit 1),
          'recipient', json_build_object('first_name', a.first_name, 'last_name', a.last_name),
          'open_approval_id', (select ar.id from approval_request ar where ar.cart_id = c.id and ar.status in ('pending', 'approving') limit 1),
          'lines', coalesce((select json_agg(json_build_object('id', li.id, 'variant_id', li.variant_id, 'quantity', li.quantity) order by li.created_at, li.id)
                               from line_item li where li.cart_id = c.id), '[]'::json),
          'payment_providers', coalesce((select json_agg(rp.provider_id order by rp.provider_id) from region_payment_providers rp where rp.region_id = c.region_id), '[]'::json),
          'selected_provider', (select ps.provider_id from payment_session ps where ps.cart_id = c.id and ps.is_selected limit 1),
          'open_payment_sessions', c.completed_at is null and exists (select 1 from payment_session ps where ps.cart_id = c.id),
          'open_card_intent_id', (select ps.data->>'id' from payment_session ps
                                   where ps.cart_id = c.id and c.completed_at is null and ps.provider_id = 'stripe'
                                   order by ps.is_selected desc nulls last limit 1))
        from cart c left join address a on a.id = c.shipping_address_id
        where c.id = $1) as cart,
       (select json_build_object(
          'clinic_id', cl.id, 'clinic_status', cl.status, 'clinic_type', cl.type, 'member_role', m.role,
          'per_order', l.per_order, 'per_month', l.per_month, 'application_status', ap.status)
        from customer cu
        left join clinic_member m on m.customer_id = cu.id
        left join clinic cl on cl.id = m.clinic_id
        left join clinic_spending_limit l on l.clinic_member_id = m.id
        left join customer_application ap on ap.customer_id = cu.id
        where cu.id = $2 and cu.deleted_at is null
        limit 1) as caller`,
    [cartId, customerId ?? null]
  )
  return { cart: row?.cart ?? undefined, caller: row?.caller ?? undefined }
}

/** The units of `variantId` a cart's lines hold (0 when none). */
export function unitsOfVariant(lines: readonly CartLineUnits[], variantId: string): number {
  return lines.reduce((units, line) => (line.variant_id === variantId ? units + line.quantity : units), 0)
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
