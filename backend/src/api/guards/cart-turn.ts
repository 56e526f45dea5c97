import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/medusa"
import type { EntityManager } from "typeorm"
import { waitForCartTurn } from "../../lib/cart-turn"
import { releaseClaim } from "../../persistence/cart-completion-claim"
import { ApiError } from "../http/api-error"
import { whenAnswered } from "../http/when-answered"
import { cartIdOf, type Guard } from "./guard"

/**
 * One request of a kind at a time for each cart, across instances: the first request claims the cart and goes on;
 * another waits until that one has answered, then goes on itself. Waiting too long answers 409 with `busyMessage`.
 * The claim is released when the first request has given its answer, not when its connection closes: a browser that
 * reloads right after "Place order" drops the connection while Medusa still places the order, and the request of the
 * reloaded page must wait for that order instead of racing it (and then gets it at once).
 */
const oneAtATimePerCart =
  (busyMessage: string) =>
  async (req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction): Promise<void> => {
    try {
      const db = req.scope.resolve<EntityManager>("manager")
      const cartId = cartIdOf(req)
      if (!(await waitForCartTurn(db, cartId))) {
        const err = ApiError.conflict(busyMessage)
        res.status(err.status).json({ type: err.type, message: err.message })
        return
      }
      whenAnswered(res, () => {
        releaseClaim(db, cartId).catch(() => undefined)
      })
      next()
    } catch (err) {
      next(err)
    }
  }

/**
 * A complete waits for the one under way, then Medusa answers the order that one placed (or completes the cart when
 * it failed): a double click gets the one order. It holds the cart's turn while every rule on the cart's contents
 * (its limits, approval, freeze, the card's authorised amount) is checked and while Medusa places it, so no line
 * write, order again or approval request changes the cart between the checks and the order.
 */
const oneCompletionAtATime = oneAtATimePerCart("This cart is being placed by another request; look for the order in a moment")

/**
 * Writes to a cart's contents take turns with each other and with its completion, so the line limit and the card's
 * authorisation are checked against the cart as it is when the write runs: two parallel adds of 60 units cannot both
 * pass a check that saw 0, and no line changes while the cart becomes an order.
 */
const oneWriteAtATime = oneAtATimePerCart("This cart is being changed by another request; try again in a moment")

/**
 * The cart's turn: a completion's on POST /store/carts/:id/complete, a write's on every other route that declares it.
 * A route declares it once, so a request never waits for its own turn.
 */
export const cartTurn: Guard = (route) => {
  if (route.method === "GET") throw new Error(`guard cartTurn: ${route.method} ${route.path} reads, it takes no turn`)
  return route.path === "/store/carts/:id/complete" ? oneCompletionAtATime : oneWriteAtATime
}
