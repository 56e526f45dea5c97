import type { CartService, LineItemService, MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/medusa"
import { defaultStoreCartFields, defaultStoreCartRelations, StorePostCartsCartLineItemsReq } from "@medusajs/medusa/dist/api/routes/store/carts"
import { cleanResponseData } from "@medusajs/medusa/dist/utils/clean-response-data"
import { validator } from "@medusajs/medusa/dist/utils/validator"
import type { EntityManager } from "typeorm"
import { ConflictError } from "../../domain/errors"
import type ProductVariantInventoryService from "../../services/product-variant-inventory"
import { toApiError } from "../http/api-error"
import { callerOf } from "../pipeline/caller"
import { cartOf, formFor, type Guard } from "./guard"

/** Where the card provider refuses the new amount: the card was confirmed while the line was being added. */
export async function followTotal(carts: CartService, cartId: string): Promise<void> {
  try {
    await carts.setPaymentSessions(cartId)
  } catch (err) {
    throw new ConflictError(`cart: the payment could not follow the cart's new total (${(err as Error)?.message ?? "refused"}); the card was confirmed for the cart as it was: place the order as it is, or open the payment again to change the cart`)
  }
}

/**
 * Adding a line to a cart whose payment is open: the line and the payment's new amount are written in one
 * transaction, so a payment that cannot follow (its card was confirmed meanwhile) leaves the cart as it was (409).
 * Medusa's own route adds the line, commits, then updates the payment and leaves the line when that fails. A cart
 * without payment sessions goes on to Medusa's route.
 */
async function addedWithPayment(req: MedusaRequest, res: MedusaResponse): Promise<boolean> {
  const manager = req.scope.resolve<EntityManager>("manager")
  const cartId = req.params.id
  if (!(await cartOf(req)).cart?.open_payment_sessions) return false
  const salesChannels = req.scope.resolve<{ isFeatureEnabled(key: string): boolean }>("featureFlagRouter").isFeatureEnabled("sales_channels")
  const body = await validator(StorePostCartsCartLineItemsReq, req.body)
  const carts = req.scope.resolve<CartService>("cartService")
  await manager.transaction(async (tx) => {
    const cart = await carts.withTransaction(tx).retrieve(cartId, { select: ["id", "region_id", "customer_id"] })
    const line = await req.scope
      .resolve<LineItemService>("lineItemService")
      .withTransaction(tx)
      .generate(body.variant_id, cart.region_id, body.quantity, { customer_id: callerOf(req).customerId ?? cart.customer_id, metadata: body.metadata })
    await carts.withTransaction(tx).addOrUpdateLineItems(cartId, line, { validateSalesChannels: salesChannels })
    await followTotal(carts.withTransaction(tx), cartId)
  })
  const data = await carts.retrieveWithTotals(cartId, { select: defaultStoreCartFields, relations: defaultStoreCartRelations })
  await req.scope.resolve<ProductVariantInventoryService>("productVariantInventoryService").setVariantAvailability(
    data.items.map((item) => item.variant),
    data.sales_channel_id ?? undefined
  )
  res.status(200).json({ cart: cleanResponseData(data, []) })
  return true
}

/** The middleware answering a line add of a cart with an open payment (errors of the store's rules in its shape). */
async function addLineWithPayment(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction): Promise<void> {
  try {
    if (!(await addedWithPayment(req, res))) next()
  } catch (err) {
    const apiError = toApiError(err)
    if (apiError) res.status(apiError.status).json({ type: apiError.type, message: apiError.message })
    else next(err)
  }
}

/** A line added to a cart with an open payment, answered in one transaction with the payment's new amount. */
export const lineWithPayment: Guard = (route) => formFor("lineWithPayment", route, { "POST /store/carts/:id/line-items": addLineWithPayment })
