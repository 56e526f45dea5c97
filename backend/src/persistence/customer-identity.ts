import type { EntityManager } from "typeorm"
import { UNPROVEN, type IdentityFacts } from "../domain/customer-identity"
import { CustomerIdentity } from "../models/customer-identity"
import type { Db } from "./db"

/**
 * Binds the account customer with `email` to the identity `subject`, unless either is bound already (the token
 * exchange signs in only customers bound to the token's subject; it never adopts a customer by email).
 */
export async function bindCustomerOfEmail(db: Db, email: string, subject: string, twoFactorEnabled: boolean): Promise<void> {
  await db.query(
    `insert into customer_identity (customer_id, idp_subject, email_verified, two_factor_enabled)
     select c.id, $2::varchar, true, $3::boolean from customer c
     where c.email = $1 and c.has_account and c.deleted_at is null
       and not exists (select 1 from customer_identity i where i.customer_id = c.id or i.idp_subject = $2::varchar)`,
    [email, subject, twoFactorEnabled]
  )
}

/**
 * The identity facts of a customer. They live in `customer_identity`, written only by the token exchange: never
 * in `customer.metadata`, which any customer may write through Medusa's own routes.
 */
export async function identityFactsOf(manager: EntityManager, customerId: string): Promise<IdentityFacts> {
  const row = await manager.getRepository(CustomerIdentity).findOne({ where: { customer_id: customerId } })
  return row ? { email_verified: row.email_verified, two_factor_enabled: row.two_factor_enabled } : UNPROVEN
}

/** The id of the customer bound to the provider's subject, or null when the subject is bound to nobody. */
export async function customerBoundTo(manager: EntityManager, subject: string): Promise<string | null> {
  const row = await manager.getRepository(CustomerIdentity).findOne({ where: { idp_subject: subject } })
  return row?.customer_id ?? null
}

/** The subject a customer is bound to, or null. */
export async function subjectOf(manager: EntityManager, customerId: string): Promise<string | null> {
  const row = await manager.getRepository(CustomerIdentity).findOne({ where: { customer_id: customerId } })
  return row?.idp_subject ?? null
}

/** Binds a customer to the provider's subject (the unique subject and customer refuse a second binding). */
export async function bindIdentity(manager: EntityManager, customerId: string, subject: string, facts: IdentityFacts): Promise<void> {
  await manager.getRepository(CustomerIdentity).insert({ customer_id: customerId, idp_subject: subject, ...facts })
}

/** Records what a later token proved about a bound customer. */
export async function recordIdentityFacts(manager: EntityManager, customerId: string, facts: IdentityFacts): Promise<void> {
  await manager.getRepository(CustomerIdentity).update({ customer_id: customerId }, facts)
}

/** Forgets a customer's binding and facts (account erasure): the subject may then sign up afresh. */
export async function forgetIdentity(manager: EntityManager, customerId: string): Promise<void> {
  await manager.getRepository(CustomerIdentity).delete({ customer_id: customerId })
}
