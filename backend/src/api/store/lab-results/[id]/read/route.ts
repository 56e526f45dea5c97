import type { MedusaRequest, MedusaResponse } from "@medusajs/medusa"
import { requireCustomerId } from "../../../../http/auth"
import { handler } from "../../../../http/handler"
import type LabResultInboxService from "../../../../../services/lab-result-inbox"

/** POST /store/lab-results/:id/read: marks a result of the caller's clinic read by the caller: `{ id, read: true }`; 404 for any other result. */
export const POST = handler(async (req: MedusaRequest, res: MedusaResponse) => {
  const customerId = requireCustomerId(req)
  await req.scope.resolve<LabResultInboxService>("labResultInboxService").markRead(customerId, req.params.id)
  res.json({ id: req.params.id, read: true })
})
