import type { MiddlewaresConfig, MiddlewareRoute } from "@medusajs/medusa"
import { identityMiddlewares } from "./middlewares/identity"

/**
 * Medusa 1.20 reads only this file: each area of the API keeps its routes' middlewares in
 * ./middlewares/<area>.ts and is listed here.
 */
const areas: MiddlewareRoute[][] = [identityMiddlewares]

export const config: MiddlewaresConfig = { routes: areas.flat() }
