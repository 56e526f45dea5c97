import type { MedusaRequest } from "@medusajs/medusa"
import { MAX_LINE_QUANTITY } from "@clinic-store/contract"
import { ApiError } from "../http/api-error"
import { middleware } from "../http/handler"
import { unitsOfVariant } from "../../persistence/cart"
import { cartOf, formFor, type Guard } from "./guard"

/**
 * Refuses (400 naming `field`) a quantity that is not a whole number of units: an added line holds at least 1, an updated
 * line at least 0 (Medusa removes a line updated to 0); and a line never holds more than the line limit.
 */
function assertQuantity(quantity: unknown, least: 0 | 1, field = "quantity"): number {
  if (typeof quantity !== "number" || !Number.isInteger(quantity) || quantity < least) {
    const shown = JSON.stringify(quantity) ?? String(quantity)
    throw ApiError.invalid(`${field}: must be a whole number of units, at least ${least} (got ${shown})`)
  }
  if (quantity > MAX_LINE_QUANTITY) {
    throw ApiError.invalid(`${field}: a cart line holds at most ${MAX_LINE_QUANTITY} units (asked for ${quantity})`)
  }
  return quantity
}

/** The units of `variantId` the cart holds already (Medusa merges an added variant into its line). */
async function unitsInCart(req: MedusaRequest, variantId: unknown): Promise<number> {
  if (typeof variantId !== "string") return 0
  return unitsOfVariant((await cartOf(req)).cart?.lines ?? [], variantId)
}

/** An added item: a count of at least 1, and the line it merges into stays within the limit. */
const limitAddedItem = middleware(async (req) => {
  const body = req.body as { quantity?: unknown; variant_id?: unknown } | undefined
  const quantity = assertQuantity(body?.quantity, 1)
  const present = await unitsInCart(req, body?.variant_id)
  if (present + quantity > MAX_LINE_QUANTITY) {
    throw ApiError.invalid(
      `quantity: a cart line holds at most ${MAX_LINE_QUANTITY} units (${present} already in the cart, asked for ${quantity} more)`
    )
  }
})

const limitUpdatedItem = middleware((req) => {
  assertQuantity((req.body as { quantity?: unknown } | undefined)?.quantity, 0)
})

const limitCreatedCart = middleware((req) => {
  const items = (req.body as { items?: unknown } | undefined)?.items
  if (!Array.isArray(items)) return
  items.forEach((item, i) => assertQuantity((item as { quantity?: unknown } | null)?.quantity, 1, `items.${i}.quantity`))
})

/**
 * The cart's limits on Medusa's cart routes: whole quantities, and no line over the line limit (against what the cart
 * holds, read in the cart's turn). After the ownership and purchase rules, so a foreign cart is still answered 404 and
 * a product the customer may not buy 403 before any of these.
 */
export const cartLimits: Guard = (route) =>
  formFor("cartLimits", route, {
    "POST /store/carts": limitCreatedCart,
    "POST /store/carts/:id/line-items": limitAddedItem,
    "POST /store/carts/:id/line-items/:line_id": limitUpdatedItem,
  })
