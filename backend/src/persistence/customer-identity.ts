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
