import type { MedusaRequest, MedusaResponse } from "@medusajs/medusa"
import { idpSecondFactorBody } from "@clinic-store/contract"
import { ApiError } from "../../http/api-error"
import { handler } from "../../http/handler"
import { validate } from "../../http/validate"
import { currentSession, dbOf, updateSession } from "../../../idp/sessions"
import { checkSecondFactor } from "../../../idp/two-factor"

/** POST /idp/second-factor: completes a sign-in with a TOTP code, the SMS code sent, or a backup code (single use). */
export const POST = handler(async (req: MedusaRequest, res: MedusaResponse) => {
  const { code } = validate(idpSecondFactorBody, req.body)
  const current = await currentSession(req)
  if (!current || current.session.status !== "needs_second_factor") {
    throw ApiError.unauthorized("Sign in with your email and password first")
  }
  const db = dbOf(req)
  const method = await checkSecondFactor(db, current.user, current.session, code)
  if (!method) throw ApiError.unauthorized("code: The verification code is not correct")
  await updateSession(db, current.session.id, { status: "complete" })
  res.json({ status: "complete", method })
})
