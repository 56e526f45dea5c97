import type { MedusaRequest, MedusaResponse } from "@medusajs/medusa"
import { requireCustomerId } from "../../../../http/auth"
import { handler } from "../../../../http/handler"
import type ClinicMembershipService from "../../../../../services/clinic-membership"

/** POST /store/clinics/promote/:memberId: the owner makes a plain member an admin. */
export const POST = handler(async (req: MedusaRequest, res: MedusaResponse) => {
  const membership = req.scope.resolve<ClinicMembershipService>("clinicMembershipService")
  res.json({ member: await membership.changeRole(requireCustomerId(req), req.params.memberId, "promote") })
})
