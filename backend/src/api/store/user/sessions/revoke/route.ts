import type { MedusaRequest, MedusaResponse } from "@medusajs/medusa"
import type { EntityManager } from "typeorm"
import { requireCustomerId } from "../../../../http/auth"
import { handler } from "../../../../http/handler"
import { revokeCustomerSessions } from "../../../../../lib/customer-sessions"

/**
 * POST /store/user/sessions/revoke (signed in, no body): signs the customer out everywhere. Every store session of the
 * customer, this one included, ends on every device and backend instance; the identity provider's own sessions are not
 * touched (its sign-out and password routes end those). 200 `{ revoked: true }`.
 */
export const POST = handler(async (req: MedusaRequest, res: MedusaResponse) => {
  await revokeCustomerSessions(req.scope.resolve<EntityManager>("manager"), [requireCustomerId(req)])
  res.json({ revoked: true })
})
