import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/medusa"
import type { EntityManager } from "typeorm"
import { cartSnapshot, type CartSnapshot } from "../../persistence/cart"
import { callerOf } from "../pipeline/caller"
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

type WithCartSnapshot = { cartSnapshot?: Promise<CartSnapshot> }

/**
 * The cart the route names and the calling customer's standing, as the rules after the cart's turn read them: the
 * first rule that asks reads them (one statement) and every later rule of the request shares that read. Only the
 * ownership is read before the turn (its own read); a read before the turn would let two parallel writes each check
 * the cart as it was before the other.
 */
export function cartOf(req: MedusaRequest): Promise<CartSnapshot> {
  const request = req as unknown as WithCartSnapshot
  request.cartSnapshot ??= cartSnapshot(req.scope.resolve<EntityManager>("manager"), cartIdOf(req), callerOf(req).customerId)
  return request.cartSnapshot
}

/** Reads the cart again, for the later rules, after a rule changed it itself (released its card, for one). */
export function cartChanged(req: MedusaRequest): Promise<CartSnapshot> {
  delete (req as unknown as WithCartSnapshot).cartSnapshot
  return cartOf(req)
}
