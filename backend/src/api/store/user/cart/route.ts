import type { CartService, MedusaRequest, MedusaResponse } from "@medusajs/medusa"
import { requireCustomerId } from "../../../http/auth"
import { handler } from "../../../http/handler"
import type ReorderService from "../../../../services/reorder"

/**
 * GET /store/user/cart: the signed-in customer's own open cart (not placed or being placed, not deleted; the one changed last), so a
 * cart follows its customer to another device or a new sign-in; 404 when there is none. Only ever the caller's own.
 */
export const GET = handler(async (req: MedusaRequest, res: MedusaResponse) => {
  const customerId = requireCustomerId(req)
  const openCartId = await req.scope.resolve<ReorderService>("reorderService").openCartId(customerId)
  const cart = await req.scope.resolve<CartService>("cartService").retrieveWithTotals(openCartId, {
    relations: ["items", "items.variant", "region", "shipping_address", "billing_address", "shipping_methods", "payment_sessions"],
  })
  res.json({ cart })
})
