import type { ConfigModule, MedusaNextFunction, MedusaRequest, MedusaResponse, MiddlewareRoute } from "@medusajs/medusa"
import cors from "cors"
import { parseCorsOrigins } from "medusa-core-utils"

type Handler = (req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) => void

const handlers = new Map<string, Handler>()

/** CORS of Medusa's own settings for a path: store_cors under /store, admin_cors under /admin, else none. */
export function corsFor(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction): void {
  const setting = req.path.startsWith("/admin") ? "admin_cors" : req.path.startsWith("/store") ? "store_cors" : undefined
  if (!setting) return next()
  let handler = handlers.get(setting)
  if (!handler) {
    const { projectConfig } = req.scope.resolve<ConfigModule>("configModule")
    // Retry-After is not a CORS-safelisted response header: exposed so the storefront can say how long to wait after a 429.
    handler = cors({ origin: parseCorsOrigins(projectConfig[setting] ?? ""), credentials: true, exposedHeaders: ["Retry-After"] }) as unknown as Handler
    handlers.set(setting, handler)
  }
  handler(req, res, next)
}

/**
 * Our middlewares on Medusa's own routes (e.g. POST /store/carts/:id/line-items) run before Medusa's CORS
 * handler. Express then answers the browser's OPTIONS preflight for those paths itself, without CORS headers,
 * and our refusals (401/403) would reach the browser without them too. For every entry with methods this adds
 * CORS in front of its middlewares and an OPTIONS entry answering the preflight.
 */
export function withCors(routes: MiddlewareRoute[]): MiddlewareRoute[] {
  const preflights = new Map<string, MiddlewareRoute>()
  const wrapped = routes.map((route) => {
    if (!route.method || typeof route.matcher !== "string" || !/^\/(store|admin)\//.test(route.matcher)) return route
    preflights.set(route.matcher, { matcher: route.matcher, method: ["OPTIONS"], middlewares: [corsFor] })
    return { ...route, middlewares: [corsFor, ...(route.middlewares ?? [])] }
  })
  return [...preflights.values(), ...wrapped]
}
