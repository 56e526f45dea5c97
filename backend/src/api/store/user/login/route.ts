import type { MedusaRequest, MedusaResponse } from "@medusajs/medusa"
import { ApiError } from "../../../http/api-error"
import { handler } from "../../../http/handler"
import { customerForIdentity, requestCustomerService } from "../../../../identity/customer-exchange"
import { TokenRejected, verifyIdentityToken } from "../../../../identity/verify-token"
import { freshSignInSession } from "../../../../lib/customer-sessions"

type ConfigModule = { projectConfig: { store_cors?: string } }

function bearerToken(header: string | undefined): string {
  const match = /^Bearer\s+(\S+)$/i.exec(header?.trim() ?? "")
  if (!match) throw ApiError.unauthorized("An Authorization: Bearer <token> header from the identity provider is required")
  return match[1]
}

/**
 * GET /store/user/login: exchanges the identity provider's token (Authorization: Bearer) for a Medusa customer
 * session, as Medusa's own POST /store/auth sets it (`req.session.customer_id`). 401 for any token not accepted.
 * The signed-in session is a new one (new id, stamped with the sign-in time): an id planted before never signs in.
 */
export const GET = handler(async (req: MedusaRequest, res: MedusaResponse) => {
  const token = bearerToken(req.headers.authorization)
  const storeOrigins = req.scope.resolve<ConfigModule>("configModule").projectConfig.store_cors ?? ""
  let customerId: string
  try {
    customerId = await customerForIdentity(req.scope, await verifyIdentityToken(token, storeOrigins))
  } catch (err) {
    if (err instanceof TokenRejected) throw ApiError.unauthorized(err.message)
    throw err
  }
  const session = await freshSignInSession(req, req.scope.resolve("manager"))
  session.customer_id = customerId
  const customer = await requestCustomerService(req.scope).retrieve(customerId, { relations: ["orders", "orders.items", "shipping_addresses"] })
  res.json({ customer })
})
