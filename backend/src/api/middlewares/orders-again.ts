import type { MiddlewareRoute } from "@medusajs/medusa"
import { requireCustomer } from "../http/auth"
import { bodyErrors } from "../http/body-errors"

const signedIn = () => [...requireCustomer(), bodyErrors()]

/**
 * Signed-in customers only (401 otherwise): the order's invoice, ordering it again, the customer's open cart, the
 * reference of a cart, and a lab order's sample details. Prefix matches (no `method`) so body-parser errors are answered in the store's shape.
 */
export const ordersAgainMiddlewares: MiddlewareRoute[] = [
  { matcher: "/store/orders/:id/invoice", middlewares: signedIn() },
  { matcher: "/store/orders/:id/reorder", middlewares: signedIn() },
  { matcher: "/store/user/cart", middlewares: signedIn() },
  { matcher: "/store/carts/:id/reference", middlewares: signedIn() },
  { matcher: "/store/lab-orders/:id/sample", middlewares: signedIn() },
]
