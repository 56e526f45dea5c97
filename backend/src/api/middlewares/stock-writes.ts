import type { MedusaNextFunction, MedusaRequest, MedusaResponse, MiddlewareRoute } from "@medusajs/medusa"
import pLimit from "p-limit"
import { whenAnswered } from "../http/when-answered"

const databasePool = require("../../../database-pool") as {
  databasePoolSize(env?: NodeJS.ProcessEnv): number
  stockWritesAtOnce(poolSize: number): number
}

/**
 * Requests that change stock through Medusa's inventory module wait their turn: at most
 * `stockWritesAtOnce(pool size)` run at once in this process (backend/database-pool.js says why: each holds a
 * pooled connection with row locks and asks for a second one). The others queue in arrival order; a request
 * keeps its turn until it has given its answer, also when nobody is left to read it (a browser that reloaded right
 * after "Place order" closed the connection before the request got its turn: waiting for that connection's "close"
 * kept the turn forever, and after three such reloads no order could be placed).
 */
export function stockWriteGate(atOnce: number) {
  const limit = pLimit(atOnce)
  return (_req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) => {
    limit(
      () =>
        new Promise<void>((release) => {
          whenAnswered(res, release)
          next()
        })
    ).catch(next)
  }
}

const gate = stockWriteGate(databasePool.stockWritesAtOnce(databasePool.databasePoolSize()))

/**
 * The routes that write stock: a cart completion reserves each line; staff fulfil (takes stock), cancel (frees
 * reservations), return, claim and swap orders, and change inventory items, location levels and reservations; an approved request places its cart's order.
 */
const STOCK_WRITING_ROUTES: Record<string, ("POST" | "DELETE")[]> = {
  "/store/carts/:id/complete": ["POST"],
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
  methods.map((method) => ({ matcher, method, middlewares: [gate] }))
)
