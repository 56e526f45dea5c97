import type { MedusaRequest, MedusaResponse } from "@medusajs/medusa"
import { handler } from "../../../http/handler"
import { validate } from "../../../http/validate"
import { statusBody } from "../../../schemas/common"
import type ApplicationService from "../../../../services/application"

/** POST /admin/applications/:customerId (staff): approve or reject an individual application. */
export const POST = handler(async (req: MedusaRequest, res: MedusaResponse) => {
  const { status } = validate(statusBody, req.body)
  const applications = req.scope.resolve<ApplicationService>("applicationService")
  res.json({ application: await applications.setStatus(req.params.customerId, status) })
})
