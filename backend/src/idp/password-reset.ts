import { randomBytes } from "node:crypto"
import { InvalidError } from "../domain/errors"
import { revokeSessionsOfEmail } from "../lib/customer-sessions"
import { storeLink } from "../mail/links"
import { sendStoreMail } from "../mail/send"
import { hashPassword } from "./password-hash"
import { assertPasswordAcceptable } from "./rules"
import { endOtherSessions, sha256 } from "./sessions"
import { insertPasswordReset, pendingResetUserId, useAllResetsOfUser, useResetToken } from "../persistence/idp-password-reset"
import { findUserByEmail, findUserById, updateUser, type Db } from "./users"

/** A reset link works once, within one hour. */
const RESET_TOKEN_MINUTES = 60

type Scope = { resolve<T>(name: string): T }

/** Mails a single-use reset link to the account with this email; does nothing for an unknown address. */
export async function mailPasswordReset(scope: Scope, db: Db, email: string): Promise<void> {
  const user = await findUserByEmail(db, email)
  if (!user) return
  const token = randomBytes(32).toString("base64url")
  await insertPasswordReset(db, user.id, sha256(token), RESET_TOKEN_MINUTES)
  const locale = user.locale ?? "en"
  const link = storeLink(`/reset-password?${new URLSearchParams({ token, lang: locale })}`)
  await sendStoreMail(scope, "idp_user.password_reset", { id: user.id, to: user.email, locale, content: { kind: "password_reset", link } })
}

const INVALID_TOKEN = "token: This reset link is not valid any more: ask for a new one"

/**
 * Sets a new password with a reset token: the token must be unused and at most an hour old, and works once; the
 * password follows the sign-up rules (checked before the token is used up). Every other link of the user stops working,
 * every session of the user ends, the store sessions of the customer the identity signs in as too, and the address
 * counts as proven (the token came by mail to it).
 */
export async function resetPassword(db: Db, token: string, password: string): Promise<void> {
  const pendingUserId = await pendingResetUserId(db, sha256(token))
  const user = pendingUserId && (await findUserById(db, pendingUserId))
  if (!user) throw new InvalidError(INVALID_TOKEN)
  assertPasswordAcceptable(password, [user.email, user.first_name ?? "", user.last_name ?? ""])
  if (!(await useResetToken(db, sha256(token)))) throw new InvalidError(INVALID_TOKEN)
  // The newest password ends every other link: a link mailed earlier (perhaps to a mailbox someone else reads) no longer works.
  await useAllResetsOfUser(db, user.id)
  await updateUser(db, user.id, { password_hash: await hashPassword(password), email_verified: true, email_code_hash: null, email_code_expires_at: null })
  await endOtherSessions(db, user.id)
  await revokeSessionsOfEmail(db, user.email)
}
