import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/medusa"
import pLimit from "p-limit"
import { whenAnswered } from "../http/when-answered"
import type { Guard } from "./guard"

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

/** The one gate of this process: every route that writes stock, the table's and the back office's, shares it. */
const stockWriteTurn = stockWriteGate(databasePool.stockWritesAtOnce(databasePool.databasePoolSize()))

/** The stock-write turn: a route that changes stock through Medusa's inventory module waits for it, last. */
export const stockWrite: Guard = () => stockWriteTurn
