import type { MedusaRequest, MedusaResponse } from "@medusajs/medusa"
import { idpPasswordChangeBody } from "@clinic-store/contract"
import { ApiError } from "../../http/api-error"
import { handler } from "../../http/handler"
import { validate } from "../../http/validate"
import { hashPassword, verifyPassword } from "../../../idp/password-hash"
import { assertPasswordAcceptable } from "../../../idp/rules"
import { revokeSessionsOfEmail } from "../../../lib/customer-sessions"
import { dbOf, endOtherSessions, requireSignedIn } from "../../../idp/sessions"
import { updateUser } from "../../../idp/users"

/**
 * POST /idp/password `{ current_password, password }`: the signed-in user changes the password; the current one is
 * required (400 naming `current_password` when wrong), the new one follows the sign-up rules. The user's other provider
 * sessions end, and every store session of the customer the identity signs in as (the storefront signs in again with
 * the provider session it keeps).
 */
export const POST = handler(async (req: MedusaRequest, res: MedusaResponse) => {
  const body = validate(idpPasswordChangeBody, req.body)
  const { user, session } = await requireSignedIn(req)
  if (!(await verifyPassword(body.current_password, user.password_hash))) {
    throw ApiError.invalid("current_password: The current password is not correct")
  }
  assertPasswordAcceptable(body.password, [user.email, user.first_name ?? "", user.last_name ?? ""])
  const db = dbOf(req)
  await updateUser(db, user.id, { password_hash: await hashPassword(body.password) })
  await endOtherSessions(db, user.id, session.id)
  await revokeSessionsOfEmail(db, user.email)
  res.json({ status: "complete" })
})
