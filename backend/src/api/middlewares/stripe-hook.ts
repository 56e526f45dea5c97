import type { MiddlewareRoute } from "@medusajs/medusa"

/** Stripe's webhook: the surface gate keeps the body as sent (its signature covers the bytes); no JSON parser after it. */
export const stripeHookMiddlewares: MiddlewareRoute[] = [{ matcher: "/hooks/stripe", method: "POST", bodyParser: false, middlewares: [] }]
