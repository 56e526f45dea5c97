import type { MedusaRequest, MedusaResponse } from "@medusajs/medusa"
import { requireCustomerId } from "../../http/auth"
import { handler } from "../../http/handler"
import { validate } from "../../http/validate"
import { applicationBody } from "../../schemas/clinic"
import type ApplicationService from "../../../services/application"

/** POST /store/application: an individual customer (no clinic) applies; 409 when already applied. */
export const POST = handler(async (req: MedusaRequest, res: MedusaResponse) => {
  const body = validate(applicationBody, req.body)
  const applications = req.scope.resolve<ApplicationService>("applicationService")
  res.status(201).json(await applications.submit(requireCustomerId(req), body))
})
