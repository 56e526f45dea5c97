import { Customer } from "@medusajs/medusa"
import type { EntityManager } from "typeorm"
import { firstRow, queryRows, type Db } from "./db"

/** Ids of the (not deleted) customers with this email, in any case. */
export async function customerIdsWithEmail(db: Db, email: string): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(db, `select id from customer where lower(email) = lower($1) and deleted_at is null`, [email])
  return rows.map((row) => row.id)
}

/** The stored mail languages of an address: its account customers' `metadata.locale`, then its identity's `locale`. */
export async function storedLocalesOfEmail(db: Db, email: string): Promise<(string | null)[]> {
  const rows = await queryRows<{ locale: string | null }>(
    db,
    `select metadata ->> 'locale' as locale from customer where lower(email) = lower($1) and has_account and deleted_at is null
     union all
     select locale from idp_user where email = lower($1)`,
    [email]
  )
  return rows.map((row) => row.locale)
}

/** A customer's email and stored mail language (`metadata.locale`), or undefined. */
export async function customerEmailAndLocale(db: Db, customerId: string): Promise<{ email: string; locale: string | null } | undefined> {
  return firstRow(db, `select email, metadata ->> 'locale' as locale from customer where id = $1`, [customerId])
}

/**
 * Empties every personal field of the customer's addresses and of their orders' billing and shipping addresses (the
 * country stays, for the books), and deletes the customer's own addresses.
 */
export async function eraseAddressesOfCustomer(db: Db, customerId: string): Promise<void> {
  await db.query(
    `update "address" set "first_name" = null, "last_name" = null, "company" = null, "phone" = null,
       "address_1" = null, "address_2" = null, "city" = null, "province" = null, "postal_code" = null, "metadata" = null
     where "customer_id" = $1
        or "id" in (select "billing_address_id" from "order" where "customer_id" = $1)
        or "id" in (select "shipping_address_id" from "order" where "customer_id" = $1)`,
    [customerId]
  )
  await db.query(`update "address" set "deleted_at" = now() where "customer_id" = $1 and "deleted_at" is null`, [customerId])
}

/**
 * Puts `email` on every order and cart of the customer, except an order placed for a clinic that still exists: that
 * order is the clinic's and keeps the clinic's billing email as recorded when it was placed (its mails go on to the clinic).
 */
export async function replaceEmailOnOrdersAndCarts(db: Db, customerId: string, email: string): Promise<void> {
  await db.query(
    `update "order" o set "email" = coalesce((select oc.billing_email from order_clinic oc join clinic c on c.id = oc.clinic_id where oc.order_id = o.id), $2)
      where o."customer_id" = $1`,
    [customerId, email]
  )
  await db.query(`update "cart" set "email" = $2 where "customer_id" = $1`, [customerId, email])
}

/** Customer relations a lookup may load. */
export type CustomerRelation = "billing_address" | "shipping_addresses"

/**
 * The customer (with the relations asked for), or null. find() rather than findOne(): with joined relations findOne
 * adds a DISTINCT id query for its LIMIT 1 (the id is unique).
 */
export async function customerById(manager: EntityManager, customerId: string, relations: CustomerRelation[] = []): Promise<Customer | null> {
  const [customer] = await manager.getRepository(Customer).find({ where: { id: customerId }, relations: Object.fromEntries(relations.map((relation) => [relation, true])) })
  return customer ?? null
}

/** Sets the customer's names and, given one, billing address. */
export async function setCustomerNamesAndBilling(
  db: Db,
  customerId: string,
  fields: { first_name: string; last_name: string; billing_address_id?: string }
): Promise<void> {
  await db.query(
    `update customer set first_name = $2, last_name = $3, billing_address_id = coalesce($4, billing_address_id), updated_at = now() where id = $1`,
    [customerId, fields.first_name, fields.last_name, fields.billing_address_id ?? null]
  )
}

/** Empties the customer row of personal data (account erasure): `email` instead of hers, no names, phone, password nor account, deleted. */
export async function eraseCustomerRow(db: Db, customerId: string, email: string): Promise<void> {
  const erasedAt = new Date()
  await db.query(
    `update customer set email = $2, first_name = null, last_name = null, phone = null, password_hash = null, has_account = false,
       billing_address_id = null, metadata = $3::jsonb, deleted_at = $4, updated_at = now()
     where id = $1`,
    [customerId, email, JSON.stringify({ erased_at: erasedAt.toISOString() }), erasedAt]
  )
}
