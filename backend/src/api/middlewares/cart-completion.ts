import type { MedusaNextFunction, MedusaRequest, MedusaResponse, MiddlewareRoute } from "@medusajs/medusa"
import type { EntityManager } from "typeorm"
import { releaseClaim, takeClaim } from "../../persistence/cart-completion-claim"
import { ApiError } from "../http/api-error"
import { whenAnswered } from "../http/when-answered"

/** A claim older than this belongs to a completion that died with its instance; it may be taken over. */
const CLAIM_SECONDS = 120
/** How long a second complete of the same cart waits for the first, and how often it looks. */
const WAIT_MS = 60_000
const POLL_MS = 100

/**
 * One request of a kind at a time for each cart, across instances: the first request claims the cart and goes on;
 * another waits until that one has answered, then goes on itself. Waiting longer than WAIT_MS answers 409 with
 * `busyMessage`. The claim is released when the first request has given its answer, not when its connection closes:
 * a browser that reloads right after "Place order" drops the connection while Medusa still places the order, and the
 * request of the reloaded page must wait for that order instead of racing it (and then gets it at once).
 */
const oneAtATimePerCart =
  (busyMessage: string) =>
  async (req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction): Promise<void> => {
    try {
      const db = req.scope.resolve<EntityManager>("manager")
      const cartId = req.params.id
      const deadline = Date.now() + WAIT_MS
      while (!(await takeClaim(db, cartId, CLAIM_SECONDS))) {
        if (Date.now() > deadline) {
          const err = ApiError.conflict(busyMessage)
          res.status(err.status).json({ type: err.type, message: err.message })
          return
        }
        await new Promise((resolve) => setTimeout(resolve, POLL_MS))
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
 * it failed): a double click gets the one order.
 */
const oneCompletionAtATime = oneAtATimePerCart("This cart is being placed by another request; look for the order in a moment")

/**
 * Line writes of a cart take turns with each other and with its completion, so the line limit is checked against
 * the cart as it is when the write runs: two parallel adds of 60 units cannot both pass a check that saw 0, and no
 * line changes while the cart becomes an order.
 */
const oneLineWriteAtATime = oneAtATimePerCart("This cart is being changed by another request; try again in a moment")

/** Right after the ownership rule (a foreign cart is 404 without waiting), before the cart limits read the lines. */
export const cartLineTurnMiddlewares: MiddlewareRoute[] = [
  { matcher: "/store/carts/:id/line-items", method: "POST", middlewares: [oneLineWriteAtATime] },
  { matcher: "/store/carts/:id/line-items/:line_id", method: "POST", middlewares: [oneLineWriteAtATime] },
  { matcher: "/store/carts/:id/line-items/:line_id", method: "DELETE", middlewares: [oneLineWriteAtATime] },
]

/** Before the stock-write gate: a waiting double click holds no turn. */
export const cartCompletionMiddlewares: MiddlewareRoute[] = [
  { matcher: "/store/carts/:id/complete", method: "POST", middlewares: [oneCompletionAtATime] },
]
