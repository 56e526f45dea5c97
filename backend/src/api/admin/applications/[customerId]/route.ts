import type { MedusaRequest, MedusaResponse } from "@medusajs/medusa"
import { ApiError } from "../../../http/api-error"
import { handler } from "../../../http/handler"
import { validate } from "../../../http/validate"
import { statusBody, type Application } from "@clinic-store/contract"
import type ApplicationService from "../../../../services/application"

/**
 * GET /admin/applications/:customerId (staff): everything the applicant gave, for a decision: names, email, phone,
 * date of birth, reason, and the billing address sent with the application. 404 when the customer has no application.
 */
export const GET = handler(async (req: MedusaRequest, res: MedusaResponse) => {
  const found = await req.scope.resolve<ApplicationService>("applicationService").retrieve(req.params.customerId)
  if (!found) throw ApiError.notFound("Application")
  const { view: application, customer } = found
  const address = customer.billing_address
  res.json({
    application: {
      ...application,
      phone: application.phone ?? customer.phone ?? null,
      billing_address: address
        ? (({ first_name, last_name, company, address_1, address_2, postal_code, city, province, country_code, phone }) => ({
            first_name, last_name, company, address_1, address_2, postal_code, city, province, country_code, phone,
          }))(address)
        : null,
    } satisfies Application,
  })
})

/** POST /admin/applications/:customerId `{ status, reason }` (staff): approve or reject an individual application; the reason is mailed with the decision. */
export const POST = handler(async (req: MedusaRequest, res: MedusaResponse) => {
  const { status, reason } = validate(statusBody, req.body)
  const applications = req.scope.resolve<ApplicationService>("applicationService")
  res.json({ application: await applications.setStatus(req.params.customerId, status, reason ?? null) })
})
