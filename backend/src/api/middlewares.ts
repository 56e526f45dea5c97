import type { MiddlewaresConfig, MiddlewareRoute } from "@medusajs/medusa"
import { commerceMiddlewares } from "./middlewares/commerce"

/**
 * Medusa 1.20 reads only this file: each area of the API keeps its routes' middlewares in
 * ./middlewares/<area>.ts and is listed here.
 */
const areas: MiddlewareRoute[][] = [commerceMiddlewares]

export const config: MiddlewaresConfig = { routes: areas.flat() }
