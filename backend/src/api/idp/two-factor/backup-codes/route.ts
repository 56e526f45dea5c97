import type { MedusaRequest, MedusaResponse } from "@medusajs/medusa"
import { ApiError } from "../../../http/api-error"
import { handler } from "../../../http/handler"
import { dbOf, requireSignedIn } from "../../../../idp/sessions"
import { regenerateBackupCodes } from "../../../../idp/two-factor"

/** POST /idp/two-factor/backup-codes: a new set of single-use backup codes (shown once; replaces the old set). */
export const POST = handler(async (req: MedusaRequest, res: MedusaResponse) => {
  const { user } = await requireSignedIn(req)
  if (!user.two_factor_enabled) throw ApiError.invalid("Turn on two-step verification first")
  res.json({ backup_codes: await regenerateBackupCodes(dbOf(req), user) })
})
