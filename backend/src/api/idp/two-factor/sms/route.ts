import type { MedusaRequest, MedusaResponse } from "@medusajs/medusa"
import { idpSmsEnrolBody } from "@clinic-store/contract"
import { ApiError } from "../../../http/api-error"
import { handler } from "../../../http/handler"
import { validate } from "../../../http/validate"
import { dbOf, requireSignedIn } from "../../../../idp/sessions"
import { regenerateBackupCodes, sendSmsCode, smsCodeMatches } from "../../../../idp/two-factor"
import { publicUser, updateUser } from "../../../../idp/users"

/**
 * POST /idp/two-factor/sms: `{ phone }` sends a code to that number (dev outbox); `{ code }` verifies it and
 * turns SMS codes on for that number (and gives backup codes the first time two-step verification is on).
 */
export const POST = handler(async (req: MedusaRequest, res: MedusaResponse) => {
  const body = validate(idpSmsEnrolBody, req.body)
  const { user, session } = await requireSignedIn(req)
  const db = dbOf(req)
  if ("phone" in body) {
    await sendSmsCode(db, session, body.phone, body.phone)
    res.json({ sent: true })
    return
  }
  if (!session.sms_pending_phone) throw ApiError.invalid("code: Send a code to your phone number first")
  if (!(await smsCodeMatches(db, session, body.code))) throw ApiError.invalid("code: The verification code is not correct")
  const wasEnabled = user.two_factor_enabled
  const updated = await updateUser(db, user.id, { sms_phone: session.sms_pending_phone })
  const backup_codes = wasEnabled ? undefined : await regenerateBackupCodes(db, updated)
  res.json({ user: publicUser({ ...updated, backup_code_hashes: backup_codes ?? updated.backup_code_hashes }), backup_codes })
})

/** DELETE /idp/two-factor/sms: turns SMS codes off. */
export const DELETE = handler(async (req: MedusaRequest, res: MedusaResponse) => {
  const { user } = await requireSignedIn(req)
  const updated = await updateUser(dbOf(req), user.id, { sms_phone: null })
  res.json({ user: publicUser(updated) })
})
