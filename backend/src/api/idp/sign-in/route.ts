import type { MedusaRequest, MedusaResponse } from "@medusajs/medusa"
import { idpSignInBody } from "@clinic-store/contract"
import { ApiError } from "../../http/api-error"
import { handler } from "../../http/handler"
import { validate } from "../../http/validate"
import { hashPassword, verifyPassword } from "../../../idp/password-hash"
import { sendEmailCode } from "../../../idp/email-verification"
import { dbOf, startSession } from "../../../idp/sessions"
import { sendSmsCode } from "../../../idp/two-factor"
import { findUserByEmail } from "../../../idp/users"

let decoyHash: Promise<string> | undefined

/**
 * POST /idp/sign-in: checks email and password. An address not proven yet gets a new mailed code and the session
 * waits for POST /idp/verify-email (`needs_email_verification`). With two-step verification on, the session waits for
 * POST /idp/second-factor (`needs_second_factor`; an SMS code goes to the dev outbox when SMS is enrolled).
 */
export const POST = handler(async (req: MedusaRequest, res: MedusaResponse) => {
  const { email, password } = validate(idpSignInBody, req.body)
  const db = dbOf(req)
  const user = await findUserByEmail(db, email.toLowerCase())
  decoyHash ??= hashPassword("decoy password for unknown emails")
  const ok = await verifyPassword(password, user?.password_hash ?? (await decoyHash))
  if (!user || !ok) throw ApiError.unauthorized("The email address or password is not correct")
  const publicFields = { id: user.id, email: user.email, two_factor_enabled: user.two_factor_enabled }
  if (!user.email_verified) {
    await startSession(req, res, user, "needs_email_verification")
    await sendEmailCode(req.scope, db, user)
    res.json({ status: "needs_email_verification", user: publicFields })
    return
  }
  const status = user.two_factor_enabled ? "needs_second_factor" : "complete"
  const session = await startSession(req, res, user, status)
  const secondFactors = [user.totp_secret && "totp", user.sms_phone && "sms", user.backup_code_hashes.length && "backup_code"].filter(Boolean)
  if (status === "needs_second_factor" && user.sms_phone) await sendSmsCode(db, session, user.sms_phone)
  res.json({
    status,
    user: publicFields,
    ...(status === "needs_second_factor" ? { second_factors: secondFactors } : {}),
  })
})
