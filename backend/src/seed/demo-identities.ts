import type { MedusaContainer } from "@medusajs/medusa"
import { hashPassword } from "../idp/password-hash"
import { hashBackupCode } from "../idp/two-factor"
import { findUserByEmail, insertUser, updateUser, type Db } from "../idp/users"
import { DEMO_EMAILS, DEMO_PASSWORD } from "./demo-customers"
import type { SeedReport } from "./seed-store"

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

/** Seed step: a local identity for each demo customer, its address already verified (only when the local provider's tables exist). */
export async function seedDemoIdentities(container: MedusaContainer, report: SeedReport): Promise<void> {
  const db = container.resolve<Db>("manager")
  let created = 0
  for (const email of DEMO_EMAILS) {
    if (await findUserByEmail(db, email)) continue
    const user = await insertUser(db, { email, password_hash: await hashPassword(DEMO_PASSWORD), email_verified: true })
    if (!user) continue
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
