import type { MedusaRequest, MedusaResponse } from "@medusajs/medusa"
import { requireCustomerId } from "../../../../http/auth"
import { handler } from "../../../../http/handler"
import type ClinicMembershipService from "../../../../../services/clinic-membership"

/** DELETE /store/clinics/members/:memberId: remove a member (owner, admin) or leave (the member themself). */
export const DELETE = handler(async (req: MedusaRequest, res: MedusaResponse) => {
  const membership = req.scope.resolve<ClinicMembershipService>("clinicMembershipService")
  res.json(await membership.remove(requireCustomerId(req), req.params.memberId))
})
