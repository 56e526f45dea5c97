import type { EntityManager } from "typeorm"
import { CustomerIdentity } from "../models/customer-identity"

/** What the identity provider proved about a customer, as the store trusts it. */
export type IdentityFacts = { email_verified: boolean; two_factor_enabled: boolean }

/** A customer nobody signed in as through the provider: nothing proved. */
const UNPROVEN: IdentityFacts = { email_verified: false, two_factor_enabled: false }

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
