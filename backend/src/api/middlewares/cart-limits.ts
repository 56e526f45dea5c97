import type { MedusaRequest, MiddlewareRoute } from "@medusajs/medusa"
import { MAX_LINE_QUANTITY, namesRecipient } from "@clinic-store/contract"
import type { EntityManager } from "typeorm"
import { ApiError } from "../http/api-error"
import { middleware } from "../http/handler"
import { jsonBody } from "../http/json-body"

/** Refuses (400) a quantity above the most one cart line may hold; Medusa checks the rest (whole number, at least 1). */
function assertLineQuantity(quantity: unknown): void {
  if (typeof quantity === "number" && quantity > MAX_LINE_QUANTITY) {
    throw ApiError.invalid(`quantity: a cart line holds at most ${MAX_LINE_QUANTITY} units (asked for ${quantity})`)
  }
}

const limitAddedItem = middleware((req) => assertLineQuantity((req.body as { quantity?: unknown } | undefined)?.quantity))

const limitCreatedCart = middleware((req) => {
  const items = (req.body as { items?: unknown } | undefined)?.items
  if (Array.isArray(items)) for (const item of items) assertLineQuantity((item as { quantity?: unknown } | null)?.quantity)
})

/** Refuses (400) placing an order whose shipping address does not name its recipient (first and last name). */
const requireRecipient = middleware(async (req: MedusaRequest) => {
  const manager = req.scope.resolve<EntityManager>("manager")
  const [row]: { first_name: string | null; last_name: string | null; completed_at: string | null }[] = await manager.query(
    `select a.first_name, a.last_name, c.completed_at from cart c left join address a on a.id = c.shipping_address_id where c.id = $1`,
    [req.params.id]
  )
  // An unknown cart goes on to Medusa's own 404; a completed one to Medusa, which answers the order again.
  if (!row || row.completed_at) return
  if (!namesRecipient(row)) throw ApiError.invalid("shipping_address: the recipient's first and last name are required to place an order")
})

/**
 * Limits on Medusa's cart routes. Listed after the ownership and purchase rules, so a foreign cart is still
 * answered 404 and a product the customer may not buy 403 before any of these.
 */
export const cartLimitMiddlewares: MiddlewareRoute[] = [
  { matcher: "/store/carts", method: "POST", middlewares: [jsonBody(), limitCreatedCart] },
  { matcher: "/store/carts/:id/line-items", method: "POST", middlewares: [jsonBody(), limitAddedItem] },
  { matcher: "/store/carts/:id/line-items/:line_id", method: "POST", middlewares: [jsonBody(), limitAddedItem] },
  { matcher: "/store/carts/:id/complete", method: "POST", middlewares: [requireRecipient] },
]
