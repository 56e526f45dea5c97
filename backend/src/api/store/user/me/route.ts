import type { MedusaRequest, MedusaResponse } from "@medusajs/medusa"
import { requireCustomerId } from "../../../http/auth"
import { handler } from "../../../http/handler"
import type CustomerAccountService from "../../../../services/customer-account"

/** GET /store/user/me: the signed-in customer with clinic, role, application status and two-factor flag. */
export const GET = handler(async (req: MedusaRequest, res: MedusaResponse) => {
  const account = req.scope.resolve<CustomerAccountService>("customerAccountService")
  res.json({ customer: await account.me(requireCustomerId(req)) })
})
