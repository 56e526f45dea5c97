import type { MedusaRequest, MedusaResponse } from "@medusajs/medusa"
import { requireCustomerId } from "../../../../http/auth"
import { handler } from "../../../../http/handler"
import type ApprovalService from "../../../../../services/approval"

/**
 * GET /store/carts/:id/approval-check: whether placing the customer's own cart needs approval (the completion's check
 * of her spending limits), which limit, and by how much the order goes over it.
 */
export const GET = handler(async (req: MedusaRequest, res: MedusaResponse) => {
  const customerId = requireCustomerId(req)
  res.json({ check: await req.scope.resolve<ApprovalService>("approvalService").checkCart(customerId, req.params.id) })
})
