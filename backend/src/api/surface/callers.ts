import { authenticateCustomer } from "@medusajs/medusa"
import type { MedusaNextFunction, MedusaRequest, MedusaResponse, MiddlewareRoute } from "@medusajs/medusa"
import { customerIdOf } from "../http/auth"
import { ApiError } from "../http/api-error"
import { corsFor } from "../http/cors"
import { routePolicyOf } from "./gate"

/**
 * The caller rule of the route table, once the session is known: a route for customers answers 401 without a
 * customer session, Medusa's routes as the store's (with CORS, so the storefront reads the 401). Staff routes are
 * left to Medusa's admin authentication, the local identity provider to its own session.
 */
function requireListedCaller(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction): void {
  if (req.method === "OPTIONS" || routePolicyOf(res)?.caller !== "customer" || customerIdOf(req)) return next()
  corsFor(req, res, () => {
    const err = ApiError.unauthorized()
    res.status(err.status).json({ type: err.type, message: err.message })
  })
}

/** First of the project's middlewares: placed before every other rule of a /store route. */
export const callerMiddlewares: MiddlewareRoute[] = [{ matcher: "/store", method: "USE", middlewares: [authenticateCustomer(), requireListedCaller] }]
