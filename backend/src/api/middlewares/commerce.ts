import type { MiddlewareRoute } from "@medusajs/medusa"
import { requireCustomer } from "../http/auth"
import { compressed } from "../http/compress"
import { jsonBody } from "../http/json-body"
import { countQueries } from "../diagnostics/query-count"

/** Result uploads carry up to 10 MB decoded, i.e. about 13.4 MB of base64 plus JSON. */
const RESULT_BODY_LIMIT = "14mb"

const signedIn = requireCustomer()

/** Middlewares of the commerce routes (products, orders, lab orders); the cart routes' rules are guards (../guards). */
export const commerceMiddlewares: MiddlewareRoute[] = [
  { matcher: "/admin/lab-orders/:id/result", method: "POST", bodyParser: false, middlewares: [jsonBody(RESULT_BODY_LIMIT)] },
  { matcher: "/admin/lab-orders/:id", method: "POST", bodyParser: false, middlewares: [jsonBody()] },
  { matcher: "/admin/product-access/:productId", method: "POST", bodyParser: false, middlewares: [jsonBody()] },
  // Only our listing routes: a GET entry on "/store/*" would break the CORS preflight of every store route.
  { matcher: "/store/user/products", method: "GET", middlewares: [countQueries, compressed] },
  { matcher: "/store/orders/list", method: "GET", middlewares: [countQueries, compressed] },
  { matcher: "/store/user/products", method: "GET", middlewares: signedIn },
  { matcher: "/store/user/can-purchase/:productId", method: "GET", middlewares: signedIn },
  { matcher: "/store/orders", method: "GET", middlewares: signedIn },
  { matcher: "/store/orders/list", method: "GET", middlewares: signedIn },
  { matcher: "/store/orders/:id/results/:labOrderId", method: "GET", middlewares: signedIn },
  { matcher: "/store/orders/:id/results/:labOrderId/download", method: "GET", middlewares: signedIn },
]
