import type { MedusaRequest, MedusaResponse } from "@medusajs/medusa"
import { requireCustomerId } from "../../../http/auth"
import { handler } from "../../../http/handler"
import type CustomerAccountService from "../../../../services/customer-account"

type Session = { customer_id?: string; user_id?: string; jwt_store?: string; destroy?: (cb: () => void) => void }

/** DELETE /store/user/delete/: erases the caller's personal data and ends the session. */
export const DELETE = handler(async (req: MedusaRequest, res: MedusaResponse) => {
  const account = req.scope.resolve<CustomerAccountService>("customerAccountService")
  const result = await account.delete(requireCustomerId(req))
  const session = (req as unknown as { session?: Session }).session
  if (session) {
    delete session.customer_id
    delete session.jwt_store
    if (!session.user_id && session.destroy) await new Promise<void>((resolve) => session.destroy!(() => resolve()))
  }
  res.json(result)
})
