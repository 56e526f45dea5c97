import { authenticateCustomer } from "@medusajs/medusa"
import type { MedusaNextFunction, MedusaRequest, MedusaResponse, MiddlewareRoute } from "@medusajs/medusa"
import type { EntityManager } from "typeorm"
import { customerIdOf } from "../http/auth"

/**
 * A cart that a signed-in customer created (Medusa sets `cart.customer_id`) is that customer's alone: every route under
 * `/store/carts/{id}` (and the cart's shipping options) answers 404 to anyone else, signed in or not, with a body that names nothing of the cart. Carts
 * without a customer (made by signed-out visitors) stay open as Medusa made them, and an unknown id goes on to Medusa,
 * which answers its own 404.
 */
async function refuseForeignCart(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction): Promise<void> {
  try {
    const manager = req.scope.resolve<EntityManager>("manager")
    const [cart]: { customer_id: string | null }[] = await manager.query(`select customer_id from cart where id = $1`, [req.params.id])
    if (!cart || cart.customer_id === null || cart.customer_id === customerIdOf(req)) return next()
    res.status(404).json({ type: "not_found", message: "No such cart" })
  } catch (error) {
    next(error)
  }
}

const METHODS: MiddlewareRoute["method"] = ["GET", "POST", "DELETE"]

/**
 * Ownership on Medusa's own cart routes. Placed before every other cart middleware, so that a foreign cart is
 * answered 404 before any rule (approval, quantity) can reveal something about it.
 */
export const cartOwnershipMiddlewares: MiddlewareRoute[] = [
  { matcher: "/store/carts/:id", method: METHODS, middlewares: [authenticateCustomer(), refuseForeignCart] },
  { matcher: "/store/carts/:id/*", method: METHODS, middlewares: [authenticateCustomer(), refuseForeignCart] },
  // The shipping options of a cart read the cart too.
  { matcher: "/store/shipping-options/:id", method: ["GET"], middlewares: [authenticateCustomer(), refuseForeignCart] },
]
