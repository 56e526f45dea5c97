import type { MedusaRequest, MedusaResponse } from "@medusajs/medusa"
import { requireCustomerId } from "../../http/auth"
import { handler } from "../../http/handler"
import { validate } from "../../http/validate"
import { createClinicBody } from "../../schemas/clinic"
import type ClinicService from "../../../services/clinic"

/** POST /store/clinics: creates an awaiting clinic owned by the caller (who must have no clinic). */
export const POST = handler(async (req: MedusaRequest, res: MedusaResponse) => {
  const { clinic } = validate(createClinicBody, req.body)
  const clinics = req.scope.resolve<ClinicService>("clinicService")
  res.status(201).json({ clinic: await clinics.create(requireCustomerId(req), clinic) })
})
