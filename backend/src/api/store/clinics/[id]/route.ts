import type { MedusaRequest, MedusaResponse } from "@medusajs/medusa"
import type { EntityManager } from "typeorm"
import { assertServedCountry } from "../../../../lib/served-countries"
import { requireCustomerId } from "../../../http/auth"
import { handler } from "../../../http/handler"
import { validate } from "../../../http/validate"
import { updateClinicBody } from "@clinic-store/contract"
import type ClinicService from "../../../../services/clinic"

const clinics = (req: MedusaRequest) => req.scope.resolve<ClinicService>("clinicService")

/** GET /store/clinics/:id: the clinic with its members (members only; others 404). */
export const GET = handler(async (req: MedusaRequest, res: MedusaResponse) => {
  res.json({ clinic: await clinics(req).retrieveForMember(requireCustomerId(req), req.params.id) })
})

/** PUT /store/clinics/:id: owner or admin changes name, billing email or billing address (in a served country). */
export const PUT = handler(async (req: MedusaRequest, res: MedusaResponse) => {
  const customerId = requireCustomerId(req)
  const patch = validate(updateClinicBody, req.body)
  if (patch.billing_address) await assertServedCountry(req.scope.resolve<EntityManager>("manager"), patch.billing_address.country_code, "billing_address")
  res.json({ clinic: await clinics(req).update(customerId, req.params.id, patch) })
})

/** DELETE /store/clinics/:id: the owner deletes the clinic. */
export const DELETE = handler(async (req: MedusaRequest, res: MedusaResponse) => {
  res.json(await clinics(req).delete(requireCustomerId(req), req.params.id))
})
