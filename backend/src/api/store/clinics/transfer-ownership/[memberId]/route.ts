import type { MedusaRequest, MedusaResponse } from "@medusajs/medusa"
import { requireCustomerId } from "../../../../http/auth"
import { handler } from "../../../../http/handler"
import type ClinicMembershipService from "../../../../../services/clinic-membership"

/** POST /store/clinics/transfer-ownership/:memberId: the owner hands the clinic over and becomes admin. */
export const POST = handler(async (req: MedusaRequest, res: MedusaResponse) => {
  const membership = req.scope.resolve<ClinicMembershipService>("clinicMembershipService")
  res.json({ clinic: await membership.transferOwnership(requireCustomerId(req), req.params.memberId) })
})
