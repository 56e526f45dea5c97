import type { MedusaRequest } from "@medusajs/medusa"
import { standingOfCaller } from "../../services/customer-context"
import type PurchasePermissionService from "../../services/purchase-permission"
import { middleware } from "../http/handler"
import { callerOf } from "../pipeline/caller"
import { cartOf, formFor, type Guard } from "./guard"

function permission(req: MedusaRequest): PurchasePermissionService {
  return req.scope.resolve<PurchasePermissionService>("purchasePermissionService")
}

/**
 * Refuses (403) unless the caller may buy every variant, with the caller's standing read with the cart; `lineId`
 * names the one line whose variant counts, none the variants of every line of the cart, `added` a variant being added.
 */
async function assertMayBuyInCart(req: MedusaRequest, which: { lineId?: string; added?: string[] }): Promise<void> {
  const { cart, caller } = await cartOf(req)
  const lines = (cart?.lines ?? []).filter((line) => !which.lineId || line.id === which.lineId)
  const variantIds = which.added ?? lines.flatMap((line) => (line.variant_id ? [line.variant_id] : []))
  await permission(req).assertMayBuyVariants(callerOf(req).customerId, variantIds, standingOfCaller(caller))
}

/** Refuses (403) creating a cart with items the customer may not buy. */
const guardCreateCart = middleware(async (req) => {
  const items = (req.body as { items?: unknown } | undefined)?.items
  if (!Array.isArray(items) || !items.length) return
  const variantIds = items.flatMap((item) => (typeof item?.variant_id === "string" ? [item.variant_id as string] : []))
  await permission(req).assertMayBuyVariants(callerOf(req).customerId, variantIds)
})

/** Refuses (403) adding an item unless the customer is approved and may buy the variant's product. */
const guardAddItem = middleware(async (req) => {
  const variantId = (req.body as { variant_id?: unknown } | undefined)?.variant_id
  await assertMayBuyInCart(req, { added: typeof variantId === "string" ? [variantId] : [] })
})

/** Refuses (403) changing a line item of a product the customer may not buy. */
const guardUpdateItem = middleware(async (req) => {
  await assertMayBuyInCart(req, { lineId: req.params.line_id })
})

/** Refuses (403) completing a cart unless the customer may buy every item. */
const guardComplete = middleware(async (req) => {
  await assertMayBuyInCart(req, {})
})

/** The purchase permission: the variants a cart route would add, change or place are ones the customer may buy. */
export const mayBuy: Guard = (route) =>
  formFor("mayBuy", route, {
    "POST /store/carts": guardCreateCart,
    "POST /store/carts/:id/line-items": guardAddItem,
    "POST /store/carts/:id/line-items/:line_id": guardUpdateItem,
    "POST /store/carts/:id/complete": guardComplete,
  })
