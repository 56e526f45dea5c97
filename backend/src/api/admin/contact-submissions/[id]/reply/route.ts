import type { MedusaRequest, MedusaResponse } from "@medusajs/medusa"
import type { Db } from "../../../../../persistence/db"
import { localeOfCustomer, localeOfEmail } from "../../../../../mail/recipients"
import { sendStoreMail } from "../../../../../mail/send"
import { staffUserIdOf } from "../../../../http/auth"
import { handler } from "../../../../http/handler"
import { validate } from "../../../../http/validate"
import type ContactSubmissionService from "../../../../../services/contact-submission"
import { contactReplyBody } from "@clinic-store/contract"

/**
 * POST /admin/contact-submissions/:id/reply `{ message }` (staff): mails the reply to the sender, in their language,
 * and marks the message handled by the caller. 404 if unknown.
 */
export const POST = handler(async (req: MedusaRequest, res: MedusaResponse) => {
  const { message } = validate(contactReplyBody, req.body)
  const contact = req.scope.resolve<ContactSubmissionService>("contactSubmissionService")
  const submission = await contact.retrieve(req.params.id)
  const db = req.scope.resolve<Db>("manager")
  const locale = (submission.customer_id ? (await localeOfCustomer(db, submission.customer_id))?.locale : undefined) ?? (await localeOfEmail(db, submission.email)) ?? "en"
  await sendStoreMail(req.scope, "contact_submission.replied", {
    id: submission.id,
    customer_id: submission.customer_id,
    to: submission.email,
    locale,
    content: { kind: "contact_reply", name: submission.name, subject: submission.subject ?? null, reply: message },
  })
  res.json({ submission: await contact.setHandled(submission.id, true, staffUserIdOf(req)) })
})
