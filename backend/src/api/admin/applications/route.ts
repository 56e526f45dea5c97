import type { MedusaRequest, MedusaResponse } from "@medusajs/medusa"
import { handler } from "../../http/handler"
import { validate } from "../../http/validate"
import { adminApplicationsQuery } from "@clinic-store/contract"
import type ApplicationService from "../../../services/application"

/**
 * GET /admin/applications?status=&q=&offset=&limit= (staff): one page of individual applications, optionally of one
 * status, searched by the applicant's name or email; `count` is the number of all matches.
 */
export const GET = handler(async (req: MedusaRequest, res: MedusaResponse) => {
  const query = validate(adminApplicationsQuery, req.query)
  res.json(await req.scope.resolve<ApplicationService>("applicationService").list(query))
})
