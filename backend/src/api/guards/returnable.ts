import type { MedusaRequest, MedusaResponse } from "@medusajs/medusa"
import type { CreateReturnBody } from "@clinic-store/contract"
import type { EntityManager } from "typeorm"
import { ConflictError, InvalidError, NotFoundError } from "../../domain/errors"
import { returnRefusal, type ReturnRequestItem } from "../../domain/returns"
import { waitForCartTurn } from "../../lib/cart-turn"
import { releaseClaim } from "../../persistence/cart-completion-claim"
import { isOwnOrder, returnableLines, unknownReturnReasons } from "../../persistence/returns"
import { customerIdOf } from "../http/auth"
import { middleware } from "../http/handler"
import { whenAnswered } from "../http/when-answered"
import type { Guard } from "./guard"

/** The key of an order's turn for returns and swaps (the claims table keys carts and other turns by a prefixed id). */
const returnTurn = (orderId: string) => `return:${orderId}`

type Items = readonly (ReturnRequestItem & { reason_id?: string })[]

/**
 * Lines going back from the customer's own order (404 for anyone else's, as if it did not exist): known reasons, lines
 * that were fulfilled, at most the units fulfilled and not yet on a return (400 naming the line). Takes the order's
 * turn until the answer, so two returns or swaps at once cannot both take the same units.
 */
export async function assertReturnable(req: MedusaRequest, res: MedusaResponse, orderId: string, items: Items, field: string): Promise<void> {
  const db = req.scope.resolve<EntityManager>("manager")
  const customerId = customerIdOf(req)
  if (!customerId || !(await isOwnOrder(db, orderId, customerId))) throw new NotFoundError("Order")
  const reasons = items.map((item) => item.reason_id).filter((id): id is string => Boolean(id))
  const [unknown] = await unknownReturnReasons(db, reasons)
  if (unknown) throw new InvalidError(`${field}.${items.findIndex((item) => item.reason_id === unknown)}.reason_id: "${unknown}" is not a return reason`)
  if (!(await waitForCartTurn(db, returnTurn(orderId)))) throw new ConflictError("A return of this order is being made by another request; try again in a moment")
  whenAnswered(res, () => void releaseClaim(db, returnTurn(orderId)).catch(() => undefined))
  const refusal = returnRefusal(await returnableLines(db, orderId), items, field)
  if (refusal) throw new InvalidError(refusal)
}

/** A return: of the customer's own order, fulfilled units not yet returned, in the order's turn. */
const requireReturnable = middleware(async (req, res) => {
  const body = req.body as CreateReturnBody
  await assertReturnable(req, res, body.order_id, body.items, "items")
})

/** A return's lines may go back: the customer's own order, fulfilled units not yet on a return. */
export const returnable: Guard = () => requireReturnable
