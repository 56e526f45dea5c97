import type { MedusaRequest, MedusaResponse } from "@medusajs/medusa"
import { staffUserIdOf } from "../../../http/auth"
import { handler } from "../../../http/handler"
import { validate } from "../../../http/validate"
import type ContactSubmissionService from "../../../../services/contact-submission"
import { contactHandledBody } from "@clinic-store/contract"

/** POST /admin/contact-submissions/:id `{ handled }` (staff): marks a message handled by the caller, or new again. 404 if unknown. */
export const POST = handler(async (req: MedusaRequest, res: MedusaResponse) => {
  const { handled } = validate(contactHandledBody, req.body)
  const contact = req.scope.resolve<ContactSubmissionService>("contactSubmissionService")
  res.json({ submission: await contact.setHandled(req.params.id, handled, staffUserIdOf(req)) })
})
