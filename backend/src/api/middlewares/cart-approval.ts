import type { MiddlewareRoute } from "@medusajs/medusa"
import { requireCustomer } from "../http/auth"
import { bodyErrors } from "../http/body-errors"
import { jsonBody } from "../http/json-body"

/** The approval requests' own routes: signed-in customers only. (The cart's freeze and the spending limits are guards.) */
export const cartApprovalMiddlewares: MiddlewareRoute[] = [
  { matcher: "/store/approvals", method: "POST", bodyParser: false, middlewares: [jsonBody()] },
  { matcher: "/store/approvals/:id/reject", method: "POST", bodyParser: false, middlewares: [jsonBody()] },
  { matcher: "/store/approvals", middlewares: [...requireCustomer(), bodyErrors()] },
]
