import type { MedusaRequest, MedusaResponse } from "@medusajs/medusa"
import { createApprovalBody } from "@clinic-store/contract"
import { requireCustomerId } from "../../http/auth"
import { handler } from "../../http/handler"
import { validate } from "../../http/validate"
import type ApprovalService from "../../../services/approval"

const approvals = (req: MedusaRequest) => req.scope.resolve<ApprovalService>("approvalService")

/** GET /store/approvals: the clinic's approval requests for its owner and admins, a member's own for a member. */
export const GET = handler(async (req: MedusaRequest, res: MedusaResponse) => {
  res.json({ approvals: await approvals(req).list(requireCustomerId(req)) })
})

/** POST /store/approvals: a member asks approval for their own cart over a spending limit; the cart is frozen. */
export const POST = handler(async (req: MedusaRequest, res: MedusaResponse) => {
  const customerId = requireCustomerId(req)
  const { cart_id } = validate(createApprovalBody, req.body)
  res.status(201).json({ approval: await approvals(req).create(customerId, cart_id) })
})
