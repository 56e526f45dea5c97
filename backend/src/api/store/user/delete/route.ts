import type { MedusaRequest, MedusaResponse } from "@medusajs/medusa"
import type { EntityManager } from "typeorm"
import { requireCustomerId } from "../../../http/auth"
import { handler } from "../../../http/handler"
import { renewSession, revokeCustomerSessions, sessionOf } from "../../../../lib/customer-sessions"
import type CustomerAccountService from "../../../../services/customer-account"

/** DELETE /store/user/delete/: erases the caller's personal data and ends every session of the account, on every device. */
export const DELETE = handler(async (req: MedusaRequest, res: MedusaResponse) => {
  const account = req.scope.resolve<CustomerAccountService>("customerAccountService")
  const customerId = requireCustomerId(req)
  const result = await account.delete(customerId)
  await revokeCustomerSessions(req.scope.resolve<EntityManager>("manager"), [customerId])
  const session = sessionOf(req)
  if (session?.user_id) {
    delete session.customer_id
    delete session.customer_signed_in_at
    delete session.jwt_store
  } else if (session) await renewSession(req)
  res.json(result)
})
