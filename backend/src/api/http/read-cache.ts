import type { MedusaRequest, MedusaResponse } from "@medusajs/medusa"
import type { ReadCache } from "../../lib/read-cache"
import type StoreReadCacheService from "../../services/store-read-cache"

function readCache(req: MedusaRequest): ReadCache {
  return req.scope.resolve<StoreReadCacheService>("storeReadCacheService").cache
}

/** A request asking for a fresh answer (`Cache-Control: no-cache` or `no-store`, `Pragma: no-cache`). */
function wantsFresh(req: MedusaRequest): boolean {
  return /no-cache|no-store/i.test(`${req.headers["cache-control"] ?? ""} ${req.headers.pragma ?? ""}`)
}

/**
 * Sends the JSON answer of `load` through the read cache under `key` (which must hold everything the answer
 * depends on besides the generation: route, customer, query). `X-Read-Cache: hit | miss` tells which.
 */
export async function sendCached(req: MedusaRequest, res: MedusaResponse, key: string, load: () => Promise<unknown>) {
  const { body, hit } = await readCache(req).answer(key, load, { fresh: wantsFresh(req) })
  res.setHeader("X-Read-Cache", hit ? "hit" : "miss")
  res.setHeader("Cache-Control", "private, no-cache")
  res.type("application/json").send(body)
}
