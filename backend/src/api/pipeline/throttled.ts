import type { MiddlewareRoute } from "@medusajs/medusa"
import { idpCors } from "../middlewares/identity"
import { ROUTES, type RoutePolicy } from "../surface/routes"
import { THROTTLES } from "../throttles"
import type { Throttle } from "../throttles/limiter"
import { throttlesInOrder, type ThrottleName } from "../throttles/order"

/**
 * The identity provider's CORS, in front of the throttles of an /idp route: its entry runs before the /idp area's own
 * CORS, so without this a 429 would reach the storefront unreadable (no Retry-After, a network failure to the page).
 * /store and /admin entries get their CORS from withCors() (http/cors.ts).
 */
const idpCorsFirst = idpCors()

/**
 * Medusa's middleware configuration of the routes whose table entry declares throttles: one entry per route (its
 * method and path exactly, so it decides no other route's parser), its throttles in the declared order
 * (throttles/order.ts). Each throttle is one counter shared by every route declaring it.
 */
export function throttledRoutes(routes: readonly RoutePolicy[] = ROUTES, throttles: Record<ThrottleName, Throttle> = THROTTLES): MiddlewareRoute[] {
  return routes
    .filter((route) => route.throttles?.length)
    .map((route) => ({
      matcher: route.path,
      method: [route.method],
      middlewares: [...(route.path.startsWith("/idp/") ? [idpCorsFirst] : []), ...throttlesInOrder(route).flatMap((name) => throttles[name])],
    }))
}
