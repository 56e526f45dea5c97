import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/medusa"
import type { EntityManager } from "typeorm"
import { cartOwnership } from "../../persistence/cart"
import { callerOf } from "../pipeline/caller"
import { cartIdOf, type Guard } from "./guard"

/** Completing a placed cart again answers its order again (as Medusa does); every other write to it is refused. */
const COMPLETE_PATH = /^\/store\/carts\/[^/]+\/complete\/?$/

/** Whether the request writes to the cart (anything but a read, and but completing it). */
function writesCart(req: MedusaRequest): boolean {
  return req.method !== "GET" && !COMPLETE_PATH.test(req.path)
}

/**
 * A cart that a signed-in customer created (Medusa sets `cart.customer_id`) is that customer's alone: every route under
 * `/store/carts/{id}` (and the cart's shipping options) answers 404 to anyone else, signed in or not, with a body that names nothing of the cart. Carts
 * without a customer (made by signed-out visitors) stay open as Medusa made them, and an unknown id goes on to Medusa,
 * which answers its own 404.
 * A completed cart's lines are its order's lines: every write to it (items, shipping methods, payment sessions,
 * addresses, discounts, gift cards, taxes) answers 409 naming the order, so a placed order never changes through its cart.
 */
async function refuseForeignCart(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction): Promise<void> {
  try {
    const manager = req.scope.resolve<EntityManager>("manager")
    const cart = await cartOwnership(manager, cartIdOf(req))
    if (!cart) return next()
    if (cart.customer_id !== null && cart.customer_id !== callerOf(req).customerId) {
      res.status(404).json({ type: "not_found", message: "No such cart" })
      return
    }
    if (cart.completed_at && writesCart(req)) {
      const order = cart.display_id === null ? "an order" : `order #${cart.display_id}`
      res.status(409).json({ type: "conflict", message: `This cart was placed as ${order}; it cannot change any more. Start a new cart to order again` })
      return
    }
    next()
  } catch (error) {
    next(error)
  }
}

/** The cart's owner: one rule for every route naming a cart. */
export const cartOwner: Guard = () => refuseForeignCart
