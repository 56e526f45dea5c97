import type { MiddlewaresConfig, MiddlewareRoute } from "@medusajs/medusa"
import { rateLimitRoutes } from "./middlewares/rate-limits"
import { clinicMiddlewares } from "./middlewares/clinic"
import { commerceMiddlewares } from "./middlewares/commerce"

/**
 * Medusa 1.20 reads only this file: each area of the API keeps its routes' middlewares in
 * ./middlewares/<area>.ts and is listed here.
 */
const areas: MiddlewareRoute[][] = [rateLimitRoutes, clinicMiddlewares, commerceMiddlewares]

export const config: MiddlewaresConfig = { routes: areas.flat() }
