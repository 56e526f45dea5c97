import type { MedusaRequest, MedusaResponse } from "@medusajs/medusa"
import { requireCustomerId } from "../../../../http/auth"
import { handler } from "../../../../http/handler"
import type ApprovalService from "../../../../../services/approval"

/** POST /store/approvals/:id/withdraw: the member who asked takes back her pending request; her cart is open again. */
export const POST = handler(async (req: MedusaRequest, res: MedusaResponse) => {
  const customerId = requireCustomerId(req)
  res.json({ approval: await req.scope.resolve<ApprovalService>("approvalService").withdraw(customerId, req.params.id) })
})
