import type { ListPage } from "./paging"

/** A message sent with the storefront's contact form, as staff read it: with the email of who handled it. */
export type ContactSubmission = {
  id: string
  name: string
  email: string
  subject: string | null
  phone: string | null
  message: string
  customer_id: string | null
  created_at: string
  handled_at: string | null
  handled_by: string | null
  handled_by_email: string | null
}

/** `GET /admin/contact-submissions`: a page of messages, newest first. */
export type ContactSubmissionPage = ListPage & { submissions: ContactSubmission[] }
