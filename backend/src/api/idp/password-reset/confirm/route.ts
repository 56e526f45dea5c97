import type { MedusaRequest, MedusaResponse } from "@medusajs/medusa"
import { idpPasswordResetConfirmBody } from "@clinic-store/contract"
import { handler } from "../../../http/handler"
import { validate } from "../../../http/validate"
import { resetPassword } from "../../../../idp/password-reset"
import { dbOf } from "../../../../idp/sessions"

/** POST /idp/password-reset/confirm `{ token, password }`: sets the new password (the token works once); other sessions end. */
export const POST = handler(async (req: MedusaRequest, res: MedusaResponse) => {
  const { token, password } = validate(idpPasswordResetConfirmBody, req.body)
  await resetPassword(dbOf(req), token, password)
  res.json({ status: "complete" })
})
