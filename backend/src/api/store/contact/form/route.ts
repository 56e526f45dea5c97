import type { MedusaRequest, MedusaResponse } from "@medusajs/medusa"
import { customerIdOf } from "../../../http/auth"
import { handler } from "../../../http/handler"
import { validate } from "../../../http/validate"
import { contactBody } from "@clinic-store/contract"
import type ContactSubmissionService from "../../../../services/contact-submission"

/** POST /store/contact/form: anyone sends a message to staff. */
export const POST = handler(async (req: MedusaRequest, res: MedusaResponse) => {
  const body = validate(contactBody, req.body)
  const submissions = req.scope.resolve<ContactSubmissionService>("contactSubmissionService")
  const submission = await submissions.create(body, customerIdOf(req) ?? null)
  res.status(201).json({ id: submission.id })
})
