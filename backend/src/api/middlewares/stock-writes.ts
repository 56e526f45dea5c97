import type { MiddlewareRoute } from "@medusajs/medusa"
import { stockWriteTurn } from "../guards/stock-write"

/**
 * The routes outside the table's guards that write stock (a cart completion, which reserves each line, declares the
 * `stockWrite` guard in the route table): staff fulfil (takes stock), cancel (frees
 * reservations), return, claim and swap orders, and change inventory items, location levels and reservations; an approved request places its cart's order.
 */
const STOCK_WRITING_ROUTES: Record<string, ("POST" | "DELETE")[]> = {
  "/store/approvals/:id/approve": ["POST"],
  "/admin/orders/:id/fulfillment": ["POST"],
  "/admin/orders/:id/cancel": ["POST"],
  "/admin/orders/:id/return": ["POST"],
  "/admin/orders/:id/claims": ["POST"],
  "/admin/orders/:id/swaps": ["POST"],
  "/admin/reservations": ["POST"],
  "/admin/reservations/:id": ["POST", "DELETE"],
  "/admin/inventory-items/:id/location-levels": ["POST"],
  "/admin/inventory-items/:id/location-levels/:location_id": ["POST", "DELETE"],
}

export const stockWriteMiddlewares: MiddlewareRoute[] = Object.entries(STOCK_WRITING_ROUTES).flatMap(([matcher, methods]) =>
  methods.map((method) => ({ matcher, method, middlewares: [stockWriteTurn] }))
)
