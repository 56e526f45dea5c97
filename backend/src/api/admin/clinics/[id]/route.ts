import type { MedusaRequest, MedusaResponse } from "@medusajs/medusa"
import { handler } from "../../../http/handler"
import { validate } from "../../../http/validate"
import { statusBody } from "../../../schemas/common"
import type ClinicService from "../../../../services/clinic"

const clinics = (req: MedusaRequest) => req.scope.resolve<ClinicService>("clinicService")

/** GET /admin/clinics/:id (staff): the clinic with its members. */
export const GET = handler(async (req: MedusaRequest, res: MedusaResponse) => {
  res.json({ clinic: await clinics(req).retrieveForStaff(req.params.id) })
})

/** POST /admin/clinics/:id (staff): approve or reject a clinic. */
export const POST = handler(async (req: MedusaRequest, res: MedusaResponse) => {
  const { status } = validate(statusBody, req.body)
  res.json({ clinic: await clinics(req).setStatus(req.params.id, status) })
})
