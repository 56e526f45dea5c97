import type { MedusaNextFunction, MedusaRequest, MedusaResponse, MiddlewareRoute } from "@medusajs/medusa"
import { GUARDS } from "../guards"
import type { Guard, GuardHandler } from "../guards/guard"
import { guardsInOrder, type GuardName } from "../guards/order"
import { routePolicyOf } from "../surface/gate"
import { policyOf } from "../surface/match"
import { ROUTES, type RoutePolicy } from "../surface/routes"

/**
 * The first step of a generated entry: it goes on only for the route the gate found for this request (a literal path
 * and a parameter in its place both match in Express: `next("route")` skips the other's guards), and leaves the
 * request's body as Medusa's parser would (the gate's read is the one parse: the entry turns Medusa's parser off).
 */
function onlyThisRoute(route: RoutePolicy): GuardHandler {
  return (req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) => {
    // Found by the gate in front of Medusa; found again here should Medusa ever run without it (never skipped then).
    const chosen = routePolicyOf(res) ?? policyOf(req.method, req.originalUrl.split("?")[0])
    if (chosen !== route) return next("route")
    ;(req as { body?: unknown }).body ??= {}
    next()
  }
}

/**
 * Medusa's middleware configuration of the routes whose rules the table declares: one entry per route (its method and
 * path exactly, so no prefix entry decides its body parser), its guards in the declared order. The authentication and
 * the caller rule come before, once for every /store request (surface/callers.ts).
 */
export function guardedRoutes(routes: readonly RoutePolicy[] = ROUTES, guards: Record<GuardName, Guard> = GUARDS): MiddlewareRoute[] {
  return routes
    .filter((route) => route.guards?.length)
    .map((route) => ({
      matcher: route.path,
      method: [route.method],
      bodyParser: false,
      middlewares: [onlyThisRoute(route), ...guardsInOrder(route).flatMap((name) => guards[name](route))],
    }))
}
