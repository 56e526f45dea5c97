import type { MedusaRequest, MedusaResponse } from "@medusajs/medusa"
import { rejectApprovalBody } from "@clinic-store/contract"
import { requireCustomerId } from "../../../../http/auth"
import { handler } from "../../../../http/handler"
import { validate } from "../../../../http/validate"
import type ApprovalService from "../../../../../services/approval"

/** POST /store/approvals/:id/reject: the owner or an admin rejects a request with a reason told to the member. */
export const POST = handler(async (req: MedusaRequest, res: MedusaResponse) => {
  const customerId = requireCustomerId(req)
  const { reason } = validate(rejectApprovalBody, req.body)
  res.json({ approval: await req.scope.resolve<ApprovalService>("approvalService").reject(customerId, req.params.id, reason) })
})
