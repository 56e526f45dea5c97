import type { MedusaRequest, MedusaResponse } from "@medusajs/medusa"
import { idpVerifyEmailBody } from "@clinic-store/contract"
import { ApiError } from "../../http/api-error"
import { handler } from "../../http/handler"
import { validate } from "../../http/validate"
import { confirmEmailCode } from "../../../idp/email-verification"
import { currentSession, dbOf, updateSession } from "../../../idp/sessions"
import { publicUser } from "../../../idp/users"

/**
 * POST /idp/verify-email `{ code }`: proves the address with the 6-digit code mailed at sign-up (or at a sign-in
 * before it was proven). The session then completes (or asks for the second factor). 400 for a wrong or expired
 * code, 401 without a session waiting for verification.
 */
export const POST = handler(async (req: MedusaRequest, res: MedusaResponse) => {
  const { code } = validate(idpVerifyEmailBody, req.body)
  const current = await currentSession(req)
  if (!current || current.session.status !== "needs_email_verification") throw ApiError.unauthorized("Sign up or sign in first")
  const db = dbOf(req)
  if (!(await confirmEmailCode(db, current.user, code))) {
    throw ApiError.invalid("code: The code is not correct or has expired: check the latest mail or send a new code")
  }
  const status = current.user.two_factor_enabled ? "needs_second_factor" : "complete"
  await updateSession(db, current.session.id, { status })
  res.json({ status, user: publicUser({ ...current.user, email_verified: true }) })
})
