import type { MedusaNextFunction, MedusaRequest, MedusaResponse, MiddlewareRoute } from "@medusajs/medusa"
import pLimit from "p-limit"

const databasePool = require("../../../database-pool") as {
  databasePoolSize(env?: NodeJS.ProcessEnv): number
  stockWritesAtOnce(poolSize: number): number
}

/**
 * Requests that change stock through Medusa's inventory module wait their turn: at most
 * `stockWritesAtOnce(pool size)` run at once in this process (backend/database-pool.js says why: each holds a
 * pooled connection with row locks and asks for a second one). The others queue in arrival order; a request
 * keeps its turn until its answer has been sent or its connection closed.
 */
export function stockWriteGate(atOnce: number) {
  const limit = pLimit(atOnce)
  return (_req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) => {
    limit(
      () =>
        new Promise<void>((release) => {
          res.once("close", () => release())
          next()
        })
    ).catch(next)
  }
}

const gate = stockWriteGate(databasePool.stockWritesAtOnce(databasePool.databasePoolSize()))

/**
 * The routes that write stock: a cart completion reserves each line; staff fulfil (takes stock), cancel (frees
 * reservations), return, claim and swap orders, and change inventory items, location levels and reservations.
 */
const STOCK_WRITING_ROUTES: { matcher: string; method: "POST" | "DELETE" }[] = [
  { matcher: "/store/carts/:id/complete", method: "POST" },
  { matcher: "/admin/orders/:id/fulfillment", method: "POST" },
  { matcher: "/admin/orders/:id/cancel", method: "POST" },
  { matcher: "/admin/orders/:id/return", method: "POST" },
  { matcher: "/admin/orders/:id/claims", method: "POST" },
  { matcher: "/admin/orders/:id/swaps", method: "POST" },
  { matcher: "/admin/reservations", method: "POST" },
  { matcher: "/admin/reservations/:id", method: "POST" },
  { matcher: "/admin/reservations/:id", method: "DELETE" },
  { matcher: "/admin/inventory-items/:id/location-levels", method: "POST" },
  { matcher: "/admin/inventory-items/:id/location-levels/:location_id", method: "POST" },
  { matcher: "/admin/inventory-items/:id/location-levels/:location_id", method: "DELETE" },
]

export const stockWriteMiddlewares: MiddlewareRoute[] = STOCK_WRITING_ROUTES.map(({ matcher, method }) => ({ matcher, method, middlewares: [gate] }))
