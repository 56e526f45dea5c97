import type { MedusaRequest, MedusaResponse } from "@medusajs/medusa"
import { requireCustomerId } from "../../../http/auth"
import { handler } from "../../../http/handler"
import { sendCached } from "../../../http/read-cache"
import type CustomerAccountService from "../../../../services/customer-account"

/** GET /store/user/me: the signed-in customer with clinic, role, application status and two-factor flag (read cache). */
export const GET = handler(async (req: MedusaRequest, res: MedusaResponse) => {
  const account = req.scope.resolve<CustomerAccountService>("customerAccountService")
  const customerId = requireCustomerId(req)
  await sendCached(req, res, `me|${customerId}`, async () => ({ customer: await account.me(customerId) }))
})
