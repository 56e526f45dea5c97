import type { CustomerService, MedusaRequest, MedusaResponse } from "@medusajs/medusa"
import { localeBody } from "@clinic-store/contract"
import { requireCustomerId } from "../../../http/auth"
import { handler } from "../../../http/handler"
import { validate } from "../../../http/validate"

/**
 * POST /store/user/locale `{ locale }` (signed in): remembers the language the customer uses the store in
 * (`metadata.locale`), which their mails are written in. The storefront sends it when a signed-in customer's page
 * language is set or changes.
 */
export const POST = handler(async (req: MedusaRequest, res: MedusaResponse) => {
  const customerId = requireCustomerId(req)
  const { locale } = validate(localeBody, req.body)
  await req.scope.resolve<CustomerService>("customerService").update(customerId, { metadata: { locale } })
  res.json({ locale })
})
