import type { MedusaNextFunction, MedusaRequest, MedusaResponse, MiddlewareRoute } from "@medusajs/medusa"
import type { CreateReturnBody } from "@clinic-store/contract"
import type { EntityManager } from "typeorm"
import { ConflictError, InvalidError, NotFoundError } from "../../domain/errors"
import { returnRefusal } from "../../domain/returns"
import { waitForCartTurn } from "../../lib/cart-turn"
import { releaseClaim } from "../../persistence/cart-completion-claim"
import { isOwnOrder, returnableLines, unknownReturnReasons } from "../../persistence/returns"
import { toApiError } from "../http/api-error"
import { customerIdOf } from "../http/auth"
import { whenAnswered } from "../http/when-answered"

/** The key of an order's turn for returns (the claims table keys carts and other turns by a prefixed id). */
const returnTurn = (orderId: string) => `return:${orderId}`

async function checkReturn(req: MedusaRequest, res: MedusaResponse): Promise<void> {
  const db = req.scope.resolve<EntityManager>("manager")
  const body = req.body as CreateReturnBody
  const customerId = customerIdOf(req)
  if (!customerId || !(await isOwnOrder(db, body.order_id, customerId))) throw new NotFoundError("Order")
  const reasons = body.items.map((item) => item.reason_id).filter((id): id is string => Boolean(id))
  const [unknown] = await unknownReturnReasons(db, reasons)
  if (unknown) throw new InvalidError(`items.${body.items.findIndex((item) => item.reason_id === unknown)}.reason_id: "${unknown}" is not a return reason`)
  if (!(await waitForCartTurn(db, returnTurn(body.order_id)))) throw new ConflictError("A return of this order is being made by another request; try again in a moment")
  whenAnswered(res, () => void releaseClaim(db, returnTurn(body.order_id)).catch(() => undefined))
  const refusal = returnRefusal(await returnableLines(db, body.order_id), body.items)
  if (refusal) throw new InvalidError(refusal)
}

/**
 * A return is made only of the customer's own order (404 for anyone else's, as if it did not exist), of lines that
 * were fulfilled, for at most the units fulfilled and not yet on a return (400 naming the line), with known reasons.
 * Returns of one order take turns, so two at once cannot both take the same units.
 */
async function guardReturn(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction): Promise<void> {
  try {
    await checkReturn(req, res)
    next()
  } catch (err) {
    const apiError = toApiError(err)
    if (apiError) res.status(apiError.status).json({ type: apiError.type, message: apiError.message })
    else next(err)
  }
}

export const returnMiddlewares: MiddlewareRoute[] = [{ matcher: "/store/returns", method: "POST", middlewares: [guardReturn] }]
