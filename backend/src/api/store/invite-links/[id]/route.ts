import type { MedusaRequest, MedusaResponse } from "@medusajs/medusa"
import { inviteLinkAnswerSchema, inviteLinkParams } from "@clinic-store/contract"
import { handler } from "../../../http/handler"
import { validate } from "../../../http/validate"
import type ClinicInviteService from "../../../../services/clinic-invite"

/**
 * GET /store/invite-links/:id: anyone holding an invite's mailed link reads the clinic's name, the inviter's first
 * name and whether the invite is still open (the sign-up page names them); nothing else. 404 for an unknown or
 * withdrawn invite.
 */
export const GET = handler(async (req: MedusaRequest, res: MedusaResponse) => {
  const { id } = validate(inviteLinkParams, req.params)
  const invite = await req.scope.resolve<ClinicInviteService>("clinicInviteService").linkSummary(id)
  // Parsed against the contract (strict): a field added to the summary by mistake fails here, never reaches a visitor.
  res.json(inviteLinkAnswerSchema.parse({ invite }))
})
