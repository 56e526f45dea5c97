import type { MiddlewareRoute } from "@medusajs/medusa"
import { invalidateReadsOnWrite } from "../http/read-cache"

/**
 * Every request passes the read cache's write watcher (http/read-cache.ts). A method-less entry on "/" is an
 * Express `use` for every path; its matcher equals no route path, so it picks no route's body parser.
 */
export const readCacheMiddlewares: MiddlewareRoute[] = [{ matcher: "/", middlewares: [invalidateReadsOnWrite] }]
