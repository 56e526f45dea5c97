import { authenticate } from "@medusajs/medusa"
import type { MedusaNextFunction, MedusaRequest, MedusaResponse, MiddlewareRoute } from "@medusajs/medusa"
import { authenticateOnce, callerOf } from "../pipeline/caller"
import { ApiError } from "../http/api-error"
import { corsFor } from "../http/cors"
import { routePolicyOf } from "./gate"
import { InputRefused } from "./input-refused"
import { readBody } from "./input"

/**
 * The caller rule of the route table, once the session is known: a route for customers answers 401 without a
 * customer session, Medusa's routes as the store's (with CORS, so the storefront reads the 401). Staff routes are
 * left to Medusa's admin authentication, the local identity provider to its own session.
 */
function requireListedCaller(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction): void {
  if (req.method === "OPTIONS" || routePolicyOf(res)?.caller !== "customer" || callerOf(req).customerId) return next()
  corsFor(req, res, () => {
    const err = ApiError.unauthorized()
    res.status(err.status).json({ type: err.type, message: err.message })
  })
}

/** Whether Medusa's admin authentication found a staff user (session, bearer token or API token). */
const isStaff = (req: MedusaRequest) => Boolean((req as unknown as { user?: { userId?: string } }).user?.userId)

/**
 * The body of a staff route, read and checked as the gate reads others' (JSON of the route's fields), only once the
 * caller is staff: Medusa's admin authentication runs first (and answers 401 to anyone else), so a caller without a
 * staff session learns nothing from what their body would have been told.
 */
function readStaffBody(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction): void {
  const route = routePolicyOf(res)
  if (req.method === "OPTIONS" || route?.caller !== "staff") return next()
  const read = () => {
    readBody(req, route).then(
      () => next(),
      (err: unknown) => (err instanceof InputRefused ? void res.status(err.status).json({ type: err.type, message: err.message }) : next(err))
    )
  }
  if (isStaff(req)) return read()
  authenticate()(req, res, (err?: unknown) => (err ? next(err) : read()))
}

/**
 * The store's staff routes that would get Medusa's JSON parser: it runs before any middleware of ours and answers
 * malformed JSON with a 500, so their body is left to readStaffBody (the first match decides a route's parser).
 */
const STAFF_ROUTES_READ_BY_US = [
  "/admin/translations/:subject/:id",
  "/admin/contact-submissions/:id",
  "/admin/contact-submissions/:id/reply",
  "/admin/clinics/:id",
  "/admin/applications/:customerId",
  "/admin/lab-orders/:id",
  "/admin/lab-orders/:id/result",
  "/admin/product-access/:productId",
]

/**
 * After the session guard, before every other rule of a /store route (and of a staff route's body): the customer
 * authenticated once (pipeline/caller.ts), then the table's caller rule.
 */
export const callerMiddlewares: MiddlewareRoute[] = [
  ...STAFF_ROUTES_READ_BY_US.map((matcher): MiddlewareRoute => ({ matcher, method: ["POST"], bodyParser: false, middlewares: [] })),
  { matcher: "/store", method: "USE", middlewares: [authenticateOnce, requireListedCaller] },
  { matcher: "/admin", method: "USE", middlewares: [readStaffBody] },
]
