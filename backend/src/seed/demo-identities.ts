import type { MedusaContainer } from "@medusajs/medusa"
import { hashPassword } from "../idp/password-hash"
import { hashBackupCode } from "../idp/two-factor"
import { findUserByEmail, insertUser, updateUser, type Db } from "../idp/users"
import { DEMO_EMAILS, DEMO_PASSWORD } from "./demo-customers"
import type { SeedReport } from "./seed-report"
import { bindCustomerOfEmail } from "../persistence/customer-identity"

/**
 * The demo identity with two-step verification (authenticator app) on.
 * @public read from dist/ by backend/scripts/totp.mjs
 */
export const TWO_STEP_DEMO_EMAIL = "member@example.com"

/**
 * The fixed, documented TOTP secret of {@link TWO_STEP_DEMO_EMAIL} (base32; demo data only):
 * `npm run totp -w backend -- member@example.com` prints its current code, or add it to an authenticator app.
 * @public read from dist/ by backend/scripts/totp.mjs
 */
export const TWO_STEP_DEMO_TOTP_SECRET = "CLINICSTOREDEMOMEMBERTOTPSECRETA"

/**
 * The fixed single-use backup codes of {@link TWO_STEP_DEMO_EMAIL} (listed in the README).
 * @public read from dist/ by backend/scripts/totp.mjs
 */
export const TWO_STEP_DEMO_BACKUP_CODES = Array.from({ length: 10 }, (_, i) => `demo-backup-${String(i + 1).padStart(2, "0")}`)

/**
 * Binds the demo customer with `email` to its local identity, unless either is bound already: the token exchange
 * signs in only customers bound to the token's subject (it never adopts a customer by email).
 */
async function bindDemoCustomer(db: Db, email: string, subject: string): Promise<void> {
  await bindCustomerOfEmail(db, email, subject, email === TWO_STEP_DEMO_EMAIL)
}

/**
 * Demo data: a local identity for each demo customer, its address already verified, bound to the demo customer
 * (only when the local provider's tables exist).
 */
export async function seedDemoIdentities(container: MedusaContainer, report: SeedReport): Promise<void> {
  const db = container.resolve<Db>("manager")
  let created = 0
  for (const email of DEMO_EMAILS) {
    const existing = await findUserByEmail(db, email)
    const user = existing ?? (await insertUser(db, { email, password_hash: await hashPassword(DEMO_PASSWORD), email_verified: true }))
    if (!user) continue
    await bindDemoCustomer(db, email, user.id)
    if (existing) continue
    if (email === TWO_STEP_DEMO_EMAIL) {
      await updateUser(db, user.id, {
        totp_secret: TWO_STEP_DEMO_TOTP_SECRET,
        backup_code_hashes: TWO_STEP_DEMO_BACKUP_CODES.map(hashBackupCode),
      })
    }
    created++
  }
  report.extra.identities = created
}
