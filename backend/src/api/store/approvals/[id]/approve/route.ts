import type { MedusaRequest, MedusaResponse } from "@medusajs/medusa"
import { requireCustomerId } from "../../../../http/auth"
import { handler } from "../../../../http/handler"
import type ApprovalService from "../../../../../services/approval"

/** POST /store/approvals/:id/approve: the owner or an admin places the order of the request's cart, once. */
export const POST = handler(async (req: MedusaRequest, res: MedusaResponse) => {
  const customerId = requireCustomerId(req)
  res.json({ approval: await req.scope.resolve<ApprovalService>("approvalService").approve(customerId, req.params.id) })
})
