import type { MedusaRequest, MedusaResponse } from "@medusajs/medusa"
import { handler } from "../../../http/handler"
import { validate } from "../../../http/validate"
import { statusBody } from "@clinic-store/contract"
import type ClinicService from "../../../../services/clinic"

const clinics = (req: MedusaRequest) => req.scope.resolve<ClinicService>("clinicService")

/** GET /admin/clinics/:id (staff): the clinic with its members. */
export const GET = handler(async (req: MedusaRequest, res: MedusaResponse) => {
  res.json({ clinic: await clinics(req).retrieveForStaff(req.params.id) })
})

/** POST /admin/clinics/:id `{ status, reason }` (staff): approve or reject a clinic; the reason is mailed with the decision. */
export const POST = handler(async (req: MedusaRequest, res: MedusaResponse) => {
  const { status, reason } = validate(statusBody, req.body)
  res.json({ clinic: await clinics(req).setStatus(req.params.id, status, reason ?? null) })
})
