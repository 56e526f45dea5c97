import type { MedusaRequest, MedusaResponse } from "@medusajs/medusa"
import { handler } from "../../http/handler"
import { validate } from "../../http/validate"
import { adminContactQuery } from "@clinic-store/contract"
import type ContactSubmissionService from "../../../services/contact-submission"

/** GET /admin/contact-submissions?status=new|handled (staff): contact form messages, newest first, with who handled each. */
export const GET = handler(async (req: MedusaRequest, res: MedusaResponse) => {
  const { offset, limit, status } = validate(adminContactQuery, req.query)
  res.json(await req.scope.resolve<ContactSubmissionService>("contactSubmissionService").list(offset, limit, status))
})
