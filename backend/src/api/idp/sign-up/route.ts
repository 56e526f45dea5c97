import type { MedusaRequest, MedusaResponse } from "@medusajs/medusa"
import { idpSignUpBody } from "@clinic-store/contract"
import { ApiError } from "../../http/api-error"
import { handler } from "../../http/handler"
import { validate } from "../../http/validate"
import { sendEmailCode } from "../../../idp/email-verification"
import { hashPassword } from "../../../idp/password-hash"
import { assertPasswordAcceptable } from "../../../idp/rules"
import { dbOf, startSession } from "../../../idp/sessions"
import { insertUser } from "../../../idp/users"

/**
 * POST /idp/sign-up: creates a local identity (the identity rules; `locale`, the page's language, picks the language
 * of its mails) and mails a 6-digit code to the address. The session waits in `needs_email_verification`: no token
 * is issued until POST /idp/verify-email proves the address. 409 when the email is taken.
 */
export const POST = handler(async (req: MedusaRequest, res: MedusaResponse) => {
  const body = validate(idpSignUpBody, req.body)
  assertPasswordAcceptable(body.password, [body.email, body.first_name ?? "", body.last_name ?? ""])
  const db = dbOf(req)
  const user = await insertUser(db, {
    email: body.email,
    password_hash: await hashPassword(body.password),
    first_name: body.first_name || null,
    last_name: body.last_name || null,
    locale: body.locale ?? null,
  })
  if (!user) throw ApiError.conflict("email: An account with this email address already exists")
  await startSession(req, res, user, "needs_email_verification")
  await sendEmailCode(req.scope, db, user)
  res.status(201).json({ status: "needs_email_verification", user: { id: user.id, email: user.email, two_factor_enabled: user.two_factor_enabled } })
})
