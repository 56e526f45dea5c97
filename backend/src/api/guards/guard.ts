import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/medusa"
import type { RoutePolicy } from "../surface/routes"

export type GuardHandler = (req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) => void | Promise<void>

/**
 * A guard gives the middleware it puts on one route of the table. Most rules are one middleware for every route they
 * guard (one middleware, or the few steps of one rule); some take a form per route (a completion's turn and a write's, the limits of a created cart and of an added
 * line), chosen by the route's method and path when the pipeline is generated.
 */
export type Guard = (route: Pick<RoutePolicy, "method" | "path">) => GuardHandler | readonly GuardHandler[]

/**
 * The form of `guard` for `route` from `forms` keyed "METHOD /path" (`*` for every other route); a route the guard
 * has no form for fails when the configuration is generated (at start and in the unit tests), never at a request.
 */
export function formFor<T>(guard: string, route: Pick<RoutePolicy, "method" | "path">, forms: Record<string, T>): T {
  const form = forms[`${route.method} ${route.path}`] ?? forms["*"]
  if (!form) throw new Error(`guard ${guard} has no rule for ${route.method} ${route.path}`)
  return form
}

/** The id of the cart a cart route names (`:id` under /store/carts, `:cart_id` for the cart's shipping options). */
export function cartIdOf(req: MedusaRequest): string {
  return req.params.id ?? req.params.cart_id
}
