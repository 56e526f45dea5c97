import type { MedusaRequest, MedusaResponse } from "@medusajs/medusa"
import { listLabResultsQuery } from "@clinic-store/contract"
import { requireCustomerId } from "../../http/auth"
import { handler } from "../../http/handler"
import { validate } from "../../http/validate"
import type LabResultInboxService from "../../../services/lab-result-inbox"

/**
 * GET /store/lab-results?limit&offset: the results inbox of the caller's clinic, newest first: `{ lab_results, count,
 * unread, offset, limit }` (`limit` 20 by default, at most 100); each result says whether the caller has read it.
 * 403 for a customer in no clinic.
 */
export const GET = handler(async (req: MedusaRequest, res: MedusaResponse) => {
  const customerId = requireCustomerId(req)
  const page = validate(listLabResultsQuery, req.query)
  res.json(await req.scope.resolve<LabResultInboxService>("labResultInboxService").list(customerId, page))
})
