import type { MedusaRequest, MedusaResponse } from "@medusajs/medusa"
import { handler } from "../../http/handler"
import { validate } from "../../http/validate"
import { adminClinicsQuery } from "@clinic-store/contract"
import type ClinicService from "../../../services/clinic"

/** GET /admin/clinics (staff): clinics by status and search, paged. */
export const GET = handler(async (req: MedusaRequest, res: MedusaResponse) => {
  const query = validate(adminClinicsQuery, req.query)
  res.json(await req.scope.resolve<ClinicService>("clinicService").list(query))
})
