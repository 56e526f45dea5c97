import type { MedusaRequest, MedusaResponse } from "@medusajs/medusa"
import { requireCustomerId } from "../../../http/auth"
import { handler } from "../../../http/handler"
import { validate } from "../../../http/validate"
import { answerInviteBody } from "@clinic-store/contract"
import type ClinicInviteService from "../../../../services/clinic-invite"

const invites = (req: MedusaRequest) => req.scope.resolve<ClinicInviteService>("clinicInviteService")

/** PUT /store/invites/:id: the invitee approves (joins as member) or rejects an awaiting invite. */
export const PUT = handler(async (req: MedusaRequest, res: MedusaResponse) => {
  const customerId = requireCustomerId(req)
  const { status } = validate(answerInviteBody, req.body)
  res.json({ invite: await invites(req).respond(customerId, req.params.id, status) })
})

/** DELETE /store/invites/:id: an owner or admin of the inviting clinic withdraws the invite. */
export const DELETE = handler(async (req: MedusaRequest, res: MedusaResponse) => {
  res.json(await invites(req).delete(requireCustomerId(req), req.params.id))
})
