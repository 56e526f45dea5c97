import type { MedusaRequest, MedusaResponse } from "@medusajs/medusa"
import { createApprovalBody, listApprovalsQuery } from "@clinic-store/contract"
import { requireCustomerId } from "../../http/auth"
import { handler } from "../../http/handler"
import { validate } from "../../http/validate"
import type ApprovalService from "../../../services/approval"

const approvals = (req: MedusaRequest) => req.scope.resolve<ApprovalService>("approvalService")

/**
 * GET /store/approvals?limit&offset: a page of the clinic's approval requests for its owner and admins, a member's own
 * for a member, newest first, with their `count` (`limit` 20 by default, at most 100).
 */
export const GET = handler(async (req: MedusaRequest, res: MedusaResponse) => {
  const customerId = requireCustomerId(req)
  const page = validate(listApprovalsQuery, req.query)
  res.json(await approvals(req).list(customerId, page))
})

/**
 * POST /store/approvals `{ cart_id, note? }`: a member asks approval for their own cart over a spending limit, with an
 * optional note to the owner (at most 500 characters); the cart is frozen.
 */
export const POST = handler(async (req: MedusaRequest, res: MedusaResponse) => {
  const customerId = requireCustomerId(req)
  const { cart_id, note } = validate(createApprovalBody, req.body)
  res.status(201).json({ approval: await approvals(req).create(customerId, cart_id, note ?? null) })
})
