import { randomInt } from "node:crypto"
import type { StoreLocale } from "@clinic-store/contract"
import { sendStoreMail } from "../mail/send"
import { sha256 } from "./sessions"
import { useEmailCode } from "../persistence/idp-user"
import { updateUser, type Db, type IdpUser } from "./users"

/** A sign-up code is valid for 15 minutes; a new one replaces the old. */
const EMAIL_CODE_MINUTES = 15

type Scope = { resolve<T>(name: string): T }

/** A new 6-digit code for the user's address, stored hashed with its expiry and mailed to them. */
export async function sendEmailCode(scope: Scope, db: Db, user: IdpUser): Promise<void> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, "0")
  await updateUser(db, user.id, { email_code_hash: sha256(code), email_code_expires_at: new Date(Date.now() + EMAIL_CODE_MINUTES * 60_000) })
  const locale: StoreLocale = user.locale ?? "en"
  await sendStoreMail(scope, "idp_user.email_code", { id: user.id, to: user.email, locale, content: { kind: "email_code", code } })
}

/**
 * Marks the address verified when `code` is the user's unexpired code (used up at once, so it works only once);
 * answers whether it was. The check and the update are one statement, so two requests cannot both use a code.
 */
export async function confirmEmailCode(db: Db, user: IdpUser, code: string): Promise<boolean> {
  return useEmailCode(db, user.id, sha256(code.trim()))
}
