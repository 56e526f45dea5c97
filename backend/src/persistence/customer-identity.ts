import { UNPROVEN, type IdentityFacts } from "../domain/customer-identity"
import { firstRow, type Db } from "./db"

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
export async function identityFactsOf(db: Db, customerId: string): Promise<IdentityFacts> {
  const row = await firstRow<IdentityFacts>(db, `select email_verified, two_factor_enabled from customer_identity where customer_id = $1`, [customerId])
  return row ? { email_verified: row.email_verified, two_factor_enabled: row.two_factor_enabled } : UNPROVEN
}

/** The id of the customer bound to the provider's subject, or null when the subject is bound to nobody. */
export async function customerBoundTo(db: Db, subject: string): Promise<string | null> {
  return (await firstRow<{ customer_id: string }>(db, `select customer_id from customer_identity where idp_subject = $1`, [subject]))?.customer_id ?? null
}

/** The subject a customer is bound to, or null. */
export async function subjectOf(db: Db, customerId: string): Promise<string | null> {
  return (await firstRow<{ idp_subject: string }>(db, `select idp_subject from customer_identity where customer_id = $1`, [customerId]))?.idp_subject ?? null
}

/** Binds a customer to the provider's subject (the unique subject and customer refuse a second binding). */
export async function bindIdentity(db: Db, customerId: string, subject: string, facts: IdentityFacts): Promise<void> {
  await db.query(`insert into customer_identity (customer_id, idp_subject, email_verified, two_factor_enabled) values ($1, $2, $3, $4)`, [
    customerId,
    subject,
    facts.email_verified,
    facts.two_factor_enabled,
  ])
}

/** Records what a later token proved about a bound customer. */
export async function recordIdentityFacts(db: Db, customerId: string, facts: IdentityFacts): Promise<void> {
  await db.query(`update customer_identity set email_verified = $2, two_factor_enabled = $3, updated_at = now() where customer_id = $1`, [
    customerId,
    facts.email_verified,
    facts.two_factor_enabled,
  ])
}

/** Forgets a customer's binding and facts (account erasure): the subject may then sign up afresh. */
export async function forgetIdentity(db: Db, customerId: string): Promise<void> {
  await db.query(`delete from customer_identity where customer_id = $1`, [customerId])
}
