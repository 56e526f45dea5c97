import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/medusa"
import { toApiError } from "../http/api-error"
import { cartOf, type Guard } from "./guard"

/**
 * A cart waiting for approval is frozen: every write to it (lines, addresses, shipping, payment, completing it)
 * answers 409 until the request is approved (the approver's completion places it) or rejected (it takes changes again).
 */
async function refuseFrozenCart(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction): Promise<void> {
  try {
    const openId = (await cartOf(req)).cart?.open_approval_id
    if (!openId) return next()
    res.status(409).json({ type: "conflict", message: `This cart is waiting for approval (${openId}); it cannot change until the request is approved or rejected` })
  } catch (error) {
    next(toApiError(error) ?? error)
  }
}

/** The approval freeze: every write to a cart (POST or DELETE under /store/carts/:id) while its request is open. */
export const approvalFreeze: Guard = (route) => {
  if (route.method === "GET") throw new Error(`guard approvalFreeze: ${route.method} ${route.path} reads, nothing to freeze`)
  return refuseFrozenCart
}
