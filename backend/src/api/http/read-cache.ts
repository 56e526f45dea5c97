import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/medusa"
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

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"])

/**
 * Store writes that cannot change a cached read: building a cart (create, update, items, shipping, payment
 * sessions) and signing in. Completing a cart is not among them: it places an order.
 */
const CART_BUILDING = /^\/store\/carts(\/[^/]+(\/(line-items(\/[^/]+)?|shipping-methods|payment-sessions?(\/[^/]+(\/refresh)?)?|payment-session|taxes))?)?\/?$/
const SIGN_IN = /^\/(store\/auth|idp\/sign-in|idp\/second-factor)\/?$/
/** The token exchange is a GET that creates the customer or updates their names from the identity token. */
const WRITING_GET = /^\/store\/user\/login\/?$/

export function changesCachedReads(method: string, path: string): boolean {
  if (SAFE_METHODS.has(method)) return method === "GET" && WRITING_GET.test(path)
  return !CART_BUILDING.test(path) && !SIGN_IN.test(path)
}

/**
 * Bumps the read cache's generation after every successful write that may change a cached read, before the
 * next request of this instance runs (the bump is issued when the answer is handed over; on Redis it is queued
 * ahead of any later read of the generation).
 */
export function invalidateReadsOnWrite(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  if (!changesCachedReads(req.method, req.originalUrl.split("?")[0])) return next()
  const cache = readCache(req)
  res.on("finish", () => {
    if (res.statusCode < 400) void cache.bump()
  })
  next()
}
