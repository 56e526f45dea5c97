import type { MedusaNextFunction, MedusaRequest, MedusaResponse, MiddlewareRoute } from "@medusajs/medusa"
import type { CreateReturnBody, CreateSwapBody } from "@clinic-store/contract"
import type { EntityManager } from "typeorm"
import { ConflictError, InvalidError, NotFoundError } from "../../domain/errors"
import { returnRefusal, type ReturnRequestItem } from "../../domain/returns"
import { waitForCartTurn } from "../../lib/cart-turn"
import { releaseClaim } from "../../persistence/cart-completion-claim"
import { isOwnOrder, returnableLines, unknownReturnReasons } from "../../persistence/returns"
import { isOwnSwapCart } from "../../persistence/swaps"
import type PurchasePermissionService from "../../services/purchase-permission"
import { toApiError } from "../http/api-error"
import { customerIdOf, requireCustomerId } from "../http/auth"
import { whenAnswered } from "../http/when-answered"

/** The key of an order's turn for returns and swaps (the claims table keys carts and other turns by a prefixed id). */
const returnTurn = (orderId: string) => `return:${orderId}`

type Items = readonly (ReturnRequestItem & { reason_id?: string })[]

/**
 * Lines going back from the customer's own order (404 for anyone else's, as if it did not exist): known reasons, lines
 * that were fulfilled, at most the units fulfilled and not yet on a return (400 naming the line). Takes the order's
 * turn until the answer, so two returns or swaps at once cannot both take the same units.
 */
async function assertReturnable(req: MedusaRequest, res: MedusaResponse, orderId: string, items: Items, field: string): Promise<void> {
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

/** Express form of a check: errors of the store's rules answered in their shape, anything else to Medusa. */
const guard =
  (check: (req: MedusaRequest, res: MedusaResponse) => Promise<void>) =>
  async (req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction): Promise<void> => {
    try {
      await check(req, res)
      next()
    } catch (err) {
      const apiError = toApiError(err)
      if (apiError) res.status(apiError.status).json({ type: apiError.type, message: apiError.message })
      else next(err)
    }
  }

/** A return: of the customer's own order, fulfilled units not yet returned. */
const guardReturn = guard(async (req, res) => {
  const body = req.body as CreateReturnBody
  await assertReturnable(req, res, body.order_id, body.items, "items")
})

/** A swap: its lines going back as a return's, the items sent instead ones the customer may buy (403 otherwise). */
const guardSwap = guard(async (req, res) => {
  const body = req.body as CreateSwapBody
  const permission = req.scope.resolve<PurchasePermissionService>("purchasePermissionService")
  await assertReturnable(req, res, body.order_id, body.return_items, "return_items")
  await permission.assertMayBuyVariants(requireCustomerId(req), body.additional_items.map((item) => item.variant_id))
})

/** A swap is read by its cart only by the customer of its order (404 for anyone else). */
const guardSwapRead = guard(async (req) => {
  const db = req.scope.resolve<EntityManager>("manager")
  if (!(await isOwnSwapCart(db, req.params.cart_id, requireCustomerId(req)))) throw new NotFoundError("Swap")
})

export const returnMiddlewares: MiddlewareRoute[] = [
  { matcher: "/store/returns", method: "POST", middlewares: [guardReturn] },
  { matcher: "/store/swaps", method: "POST", middlewares: [guardSwap] },
  { matcher: "/store/swaps/:cart_id", method: "GET", middlewares: [guardSwapRead] },
]
