import type { MedusaRequest, MedusaResponse } from "@medusajs/medusa"
import { idpPasswordResetBody } from "@clinic-store/contract"
import { handler } from "../../http/handler"
import { validate } from "../../http/validate"
import { mailPasswordReset } from "../../../idp/password-reset"
import { dbOf } from "../../../idp/sessions"

/**
 * POST /idp/password-reset `{ email }`: mails a reset link when the account exists. Always 202, answered before the
 * lookup and the mail, so neither the answer nor its timing tells whether an account exists.
 */
export const POST = handler(async (req: MedusaRequest, res: MedusaResponse) => {
  const { email } = validate(idpPasswordResetBody, req.body)
  const logger = req.scope.resolve<{ warn(message: string): void }>("logger")
  res.status(202).json({ status: "requested" })
  await mailPasswordReset(req.scope, dbOf(req), email).catch((err: Error) => logger.warn(`Password-reset mail failed: ${err.message}`))
})
