import type { MedusaRequest, MedusaResponse } from "@medusajs/medusa"
import { handler } from "../../http/handler"
import { validate } from "../../http/validate"
import { adminApplicationsQuery } from "../../schemas/clinic"
import type ApplicationService from "../../../services/application"

/** GET /admin/applications (staff): individual applications, optionally of one status. */
export const GET = handler(async (req: MedusaRequest, res: MedusaResponse) => {
  const { status } = validate(adminApplicationsQuery, req.query)
  res.json({ applications: await req.scope.resolve<ApplicationService>("applicationService").list(status) })
})
