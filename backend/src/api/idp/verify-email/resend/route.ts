import type { MedusaRequest, MedusaResponse } from "@medusajs/medusa"
import { ApiError } from "../../../http/api-error"
import { handler } from "../../../http/handler"
import { sendEmailCode } from "../../../../idp/email-verification"
import { currentSession, dbOf } from "../../../../idp/sessions"

/** POST /idp/verify-email/resend: mails a new sign-up code (the old one stops working). 401 without a session waiting for it. */
export const POST = handler(async (req: MedusaRequest, res: MedusaResponse) => {
  const current = await currentSession(req)
  if (!current || current.session.status !== "needs_email_verification") throw ApiError.unauthorized("Sign up or sign in first")
  await sendEmailCode(req.scope, dbOf(req), current.user)
  res.status(202).json({ status: "needs_email_verification" })
})
