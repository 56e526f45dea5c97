import type { CartService, MedusaRequest, MedusaResponse } from "@medusajs/medusa"
import type { EntityManager } from "typeorm"
import { ApiError } from "../../../http/api-error"
import { requireCustomerId } from "../../../http/auth"
import { handler } from "../../../http/handler"

/**
 * GET /store/user/cart: the signed-in customer's own open cart (not placed or being placed, not deleted; the one changed last), so a
 * cart follows its customer to another device or a new sign-in; 404 when there is none. Only ever the caller's own.
 */
export const GET = handler(async (req: MedusaRequest, res: MedusaResponse) => {
  const customerId = requireCustomerId(req)
  const manager = req.scope.resolve<EntityManager>("manager")
  const [open]: { id: string }[] = await manager.query(
    `select c.id from cart c
      where c.customer_id = $1 and c.completed_at is null and c.deleted_at is null and c.type = 'default'
        and not exists (select 1 from "order" o where o.cart_id = c.id)
        -- A cart being placed right now is about to become an order: never resumed as open.
        and not exists (select 1 from cart_completion_claim k where k.cart_id = c.id)
      order by c.updated_at desc, c.id desc limit 1`,
    [customerId]
  )
  if (!open) throw ApiError.notFound("Open cart")
  const cart = await req.scope.resolve<CartService>("cartService").retrieveWithTotals(open.id, {
    relations: ["items", "items.variant", "region", "shipping_address", "billing_address", "shipping_methods", "payment_sessions"],
  })
  res.json({ cart })
})
