import type { MedusaRequest, MedusaResponse } from "@medusajs/medusa"
import { idpTotpEnrolBody } from "@clinic-store/contract"
import { ApiError } from "../../../http/api-error"
import { handler } from "../../../http/handler"
import { validate } from "../../../http/validate"
import { dbOf, requireSignedIn } from "../../../../idp/sessions"
import { newTotpSecret, regenerateBackupCodes, totpFor, totpMatches, totpQrCode } from "../../../../idp/two-factor"
import { publicUser, updateUser } from "../../../../idp/users"

/**
 * POST /idp/two-factor/totp: without `code` starts enrolment (answers the secret, the otpauth:// URI for an
 * authenticator app and that URI as a QR code, an SVG data URL); with `code` verifies it against that secret and turns TOTP on (and gives backup codes
 * the first time two-step verification is turned on).
 */
export const POST = handler(async (req: MedusaRequest, res: MedusaResponse) => {
  const { code } = validate(idpTotpEnrolBody, req.body)
  const { user } = await requireSignedIn(req)
  const db = dbOf(req)
  if (!code) {
    const secret = newTotpSecret()
    await updateUser(db, user.id, { totp_pending_secret: secret })
    const otpauthUrl = totpFor(secret, user.email).toString()
    res.json({ secret, otpauth_url: otpauthUrl, qr_code: await totpQrCode(otpauthUrl) })
    return
  }
  if (!user.totp_pending_secret) throw ApiError.invalid("code: Start the authenticator app set-up first")
  if (!totpMatches(user.totp_pending_secret, code)) throw ApiError.invalid("code: The verification code is not correct")
  const wasEnabled = user.two_factor_enabled
  const updated = await updateUser(db, user.id, { totp_secret: user.totp_pending_secret, totp_pending_secret: null })
  const backup_codes = wasEnabled ? undefined : await regenerateBackupCodes(db, updated)
  res.json({ user: publicUser({ ...updated, backup_code_hashes: backup_codes ?? updated.backup_code_hashes }), backup_codes })
})

/** DELETE /idp/two-factor/totp: turns the authenticator app off. */
export const DELETE = handler(async (req: MedusaRequest, res: MedusaResponse) => {
  const { user } = await requireSignedIn(req)
  const updated = await updateUser(dbOf(req), user.id, { totp_secret: null, totp_pending_secret: null })
  res.json({ user: publicUser(updated) })
})
