import type { MedusaRequest, MedusaResponse } from "@medusajs/medusa"
import { labSampleBody } from "@clinic-store/contract"
import { requireCustomerId } from "../../../../http/auth"
import { handler } from "../../../../http/handler"
import { validate } from "../../../../http/validate"
import type CustomerOrdersService from "../../../../../services/customer-orders"

/**
 * POST /store/lab-orders/:id/sample `{ patient_reference, sample_taken_on, consent_confirmed: true }`: the clinic
 * records its code for the patient, the day the sample was taken and the patient's consent, before the sample reaches
 * the lab (409 after); answers `{ lab_order }`. 404 for a lab order of an order the caller may not see.
 */
export const POST = handler(async (req: MedusaRequest, res: MedusaResponse) => {
  const customerId = requireCustomerId(req)
  const { patient_reference, sample_taken_on } = validate(labSampleBody, req.body)
  const orders = req.scope.resolve<CustomerOrdersService>("customerOrdersService")
  res.json({ lab_order: await orders.recordSample(customerId, req.params.id, { patient_reference, sample_taken_on }) })
})
