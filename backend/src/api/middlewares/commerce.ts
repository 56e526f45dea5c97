import { authenticateCustomer } from "@medusajs/medusa"
import type { MedusaRequest, MiddlewareRoute } from "@medusajs/medusa"
import type { EntityManager } from "typeorm"
import { customerIdOf, requireCustomer } from "../http/auth"
import { compressed } from "../http/compress"
import { middleware } from "../http/handler"
import { jsonBody } from "../http/json-body"
import { countQueries } from "../diagnostics/query-count"
import type PurchasePermissionService from "../../services/purchase-permission"
import { variantIdsOfCart } from "../../persistence/cart"

/** Result uploads carry up to 10 MB decoded, i.e. about 13.4 MB of base64 plus JSON. */
const RESULT_BODY_LIMIT = "14mb"

function permission(req: MedusaRequest): PurchasePermissionService {
  return req.scope.resolve<PurchasePermissionService>("purchasePermissionService")
}

async function variantsOfCart(req: MedusaRequest, lineId?: string): Promise<string[]> {
  const manager = req.scope.resolve<EntityManager>("manager")
  return variantIdsOfCart(manager, req.params.id, lineId)
}

/** Refuses (403) adding an item unless the customer is approved and may buy the variant's product. */
const guardAddItem = middleware(async (req) => {
  const variantId = (req.body as { variant_id?: unknown } | undefined)?.variant_id
  await permission(req).assertMayBuyVariants(customerIdOf(req), typeof variantId === "string" ? [variantId] : [])
})

/** Refuses (403) creating a cart with items the customer may not buy. */
const guardCreateCart = middleware(async (req) => {
  const items = (req.body as { items?: unknown } | undefined)?.items
  if (!Array.isArray(items) || !items.length) return
  const variantIds = items.flatMap((item) => (typeof item?.variant_id === "string" ? [item.variant_id as string] : []))
  await permission(req).assertMayBuyVariants(customerIdOf(req), variantIds)
})

/** Refuses (403) changing a line item of a product the customer may not buy. */
const guardUpdateItem = middleware(async (req) => {
  await permission(req).assertMayBuyVariants(customerIdOf(req), await variantsOfCart(req, req.params.line_id))
})

/** Refuses (403) completing a cart unless the customer may buy every item. */
const guardComplete = middleware(async (req) => {
  await permission(req).assertMayBuyVariants(customerIdOf(req), await variantsOfCart(req))
})

const signedIn = requireCustomer()

/** Middlewares of the commerce routes (products, orders, lab orders) and of the guarded Medusa cart routes. */
export const commerceMiddlewares: MiddlewareRoute[] = [
  { matcher: "/admin/lab-orders/:id/result", method: "POST", bodyParser: false, middlewares: [jsonBody(RESULT_BODY_LIMIT)] },
  { matcher: "/admin/lab-orders/:id", method: "POST", bodyParser: false, middlewares: [jsonBody()] },
  { matcher: "/admin/product-access/:productId", method: "POST", bodyParser: false, middlewares: [jsonBody()] },
  // Only our listing routes: a GET entry on "/store/*" would break the CORS preflight of every store route.
  { matcher: "/store/user/products", method: "GET", middlewares: [countQueries, compressed] },
  { matcher: "/store/orders/list", method: "GET", middlewares: [countQueries, compressed] },
  { matcher: "/store/user/products", method: "GET", middlewares: signedIn },
  { matcher: "/store/user/can-purchase/:productId", method: "GET", middlewares: signedIn },
  { matcher: "/store/orders", method: "GET", middlewares: signedIn },
  { matcher: "/store/orders/list", method: "GET", middlewares: signedIn },
  { matcher: "/store/orders/:id/results/:labOrderId", method: "GET", middlewares: signedIn },
  { matcher: "/store/orders/:id/results/:labOrderId/download", method: "GET", middlewares: signedIn },
  { matcher: "/store/carts", method: "POST", middlewares: [jsonBody(), authenticateCustomer(), guardCreateCart] },
  { matcher: "/store/carts/:id/line-items", method: "POST", middlewares: [jsonBody(), authenticateCustomer(), guardAddItem] },
  { matcher: "/store/carts/:id/line-items/:line_id", method: "POST", middlewares: [jsonBody(), authenticateCustomer(), guardUpdateItem] },
  { matcher: "/store/carts/:id/complete", method: "POST", middlewares: [authenticateCustomer(), guardComplete] },
]
