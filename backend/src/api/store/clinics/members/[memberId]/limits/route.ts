import type { MedusaRequest, MedusaResponse } from "@medusajs/medusa"
import { spendingLimitsBody } from "@clinic-store/contract"
import { requireCustomerId } from "../../../../../http/auth"
import { handler } from "../../../../../http/handler"
import { validate } from "../../../../../http/validate"
import type SpendingLimitService from "../../../../../../services/spending-limit"

/**
 * PUT /store/clinics/members/:memberId/limits (`memberId` is the member's customer id): the owner or an admin sets a
 * member's limits per order and per calendar month (minor units of the clinic's currency, null = none).
 */
export const PUT = handler(async (req: MedusaRequest, res: MedusaResponse) => {
  const customerId = requireCustomerId(req)
  const limits = validate(spendingLimitsBody, req.body)
  const service = req.scope.resolve<SpendingLimitService>("spendingLimitService")
  res.json({ limits: await service.setLimits(customerId, req.params.memberId, limits) })
})
