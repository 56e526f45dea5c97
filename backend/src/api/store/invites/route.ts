import type { MedusaRequest, MedusaResponse } from "@medusajs/medusa"
import { requireCustomerId } from "../../http/auth"
import { handler } from "../../http/handler"
import { validate } from "../../http/validate"
import { createInviteBody } from "@clinic-store/contract"
import type ClinicInviteService from "../../../services/clinic-invite"

const invites = (req: MedusaRequest) => req.scope.resolve<ClinicInviteService>("clinicInviteService")

/** GET /store/invites: the caller's clinic's invites (owner, admin) and those addressed to the caller. */
export const GET = handler(async (req: MedusaRequest, res: MedusaResponse) => {
  res.json({ invites: await invites(req).list(requireCustomerId(req)) })
})

/** POST /store/invites/: an owner or admin invites an email address to their clinic. */
export const POST = handler(async (req: MedusaRequest, res: MedusaResponse) => {
  const customerId = requireCustomerId(req)
  const { to } = validate(createInviteBody, req.body)
  res.status(201).json({ invite: await invites(req).create(customerId, to) })
})
