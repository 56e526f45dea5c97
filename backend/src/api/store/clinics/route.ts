import type { MedusaRequest, MedusaResponse } from "@medusajs/medusa"
import type { EntityManager } from "typeorm"
import { assertServedCountry } from "../../../lib/served-countries"
import { requireCustomerId } from "../../http/auth"
import { handler } from "../../http/handler"
import { validate } from "../../http/validate"
import { createClinicBody } from "@clinic-store/contract"
import type ClinicService from "../../../services/clinic"

/**
 * POST /store/clinics: creates an awaiting clinic owned by the caller (who must have no clinic); its billing country
 * must be one the store serves (400 naming it and the served ones).
 */
export const POST = handler(async (req: MedusaRequest, res: MedusaResponse) => {
  const { clinic } = validate(createClinicBody, req.body)
  await assertServedCountry(req.scope.resolve<EntityManager>("manager"), clinic.billing_address.country_code, "clinic.billing_address")
  const clinics = req.scope.resolve<ClinicService>("clinicService")
  res.status(201).json({ clinic: await clinics.create(requireCustomerId(req), clinic) })
})
