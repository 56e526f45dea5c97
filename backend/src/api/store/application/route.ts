import type { MedusaRequest, MedusaResponse } from "@medusajs/medusa"
import type { EntityManager } from "typeorm"
import { assertServedCountry } from "../../../lib/served-countries"
import { requireCustomerId } from "../../http/auth"
import { handler } from "../../http/handler"
import { validate } from "../../http/validate"
import { applicationBody } from "@clinic-store/contract"
import type ApplicationService from "../../../services/application"

/**
 * POST /store/application: an individual customer (no clinic) applies; 409 when already applied. A billing address,
 * when given, must be in a served country (400 naming it and the served ones) and becomes the customer's.
 */
export const POST = handler(async (req: MedusaRequest, res: MedusaResponse) => {
  const body = validate(applicationBody, req.body)
  if (body.billing_address) await assertServedCountry(req.scope.resolve<EntityManager>("manager"), body.billing_address.country_code, "billing_address")
  const applications = req.scope.resolve<ApplicationService>("applicationService")
  res.status(201).json(await applications.submit(requireCustomerId(req), body))
})
