import type { MedusaRequest, MedusaResponse } from "@medusajs/medusa"
import { z } from "zod"
import { staffUserIdOf } from "../../../http/auth"
import { handler } from "../../../http/handler"
import { validate } from "../../../http/validate"
import type ContactSubmissionService from "../../../../services/contact-submission"

const body = z.object({ handled: z.boolean() }).strict()

/** POST /admin/contact-submissions/:id `{ handled }` (staff): marks a message handled by the caller, or new again. 404 if unknown. */
export const POST = handler(async (req: MedusaRequest, res: MedusaResponse) => {
  const { handled } = validate(body, req.body)
  const contact = req.scope.resolve<ContactSubmissionService>("contactSubmissionService")
  res.json({ submission: await contact.setHandled(req.params.id, handled, staffUserIdOf(req)) })
})
