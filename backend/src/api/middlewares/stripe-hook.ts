import type { MiddlewareRoute } from "@medusajs/medusa"

/**
 * Stripe's webhook: the surface gate keeps the body as sent (its signature covers the bytes). Infrastructure, not a
 * rule: Medusa gives every file route of ours its JSON parser unless the route's first matching entry turns it off,
 * and only this entry, of no guard, says so for a route that takes a raw body.
 */
export const stripeHookMiddlewares: MiddlewareRoute[] = [{ matcher: "/hooks/stripe", method: "POST", bodyParser: false, middlewares: [] }]
