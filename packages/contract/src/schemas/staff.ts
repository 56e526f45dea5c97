import { z } from "zod"
import { AUDIENCES } from "../clinics"
import { APPLICATION_STATUSES, LAB_ORDER_STATUSES } from "../statuses"
import { TRANSLATION_SUBJECTS } from "../translations"

/**
 * Request schemas the backend checks and no storefront form shares: the back office's queries and reviews, and the
 * customer routes whose bodies the storefront builds itself. One home with the form schemas (requests.ts).
 */

/** An application or clinic review status. */
export const approvalStatusSchema = z.enum(APPLICATION_STATUSES)

/**
 * `{ status, reason }` bodies of the staff review routes (an application, a clinic): the reason is mailed to the
 * applicant with the decision. A rejection needs one (the applicant must learn why); an approval may carry one.
 */
export const statusBody = z
  .object({ status: approvalStatusSchema, reason: z.string().trim().min(1).max(2000).optional() })
  .strict()
  .refine((body) => body.status !== "rejected" || body.reason !== undefined, {
    message: "Required: a rejection is mailed to the applicant with its reason",
    path: ["reason"],
  })

/** Paging of list routes: `offset` (0) and `limit` (default 20, 1-100). */
export const pagingQuery = {
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(20),
}

/** PUT /store/invites/:id */
export const answerInviteBody = z.object({ status: z.enum(["approved", "rejected"]) }).strict()

/** POST /store/files: content is base64 (its decoded size is checked by the file service). */
export const uploadFileBody = z.object({ name: z.string().min(1).max(1024), content: z.string().min(1, "the file is empty") }).strict()

/** GET /admin/clinics */
export const adminClinicsQuery = z.object({ status: approvalStatusSchema.optional(), q: z.string().trim().max(256).optional(), ...pagingQuery })

/** GET /admin/applications: `q` searches the applicant's name and email. */
export const adminApplicationsQuery = z.object({ status: approvalStatusSchema.optional(), q: z.string().trim().max(256).optional(), ...pagingQuery })

/** GET /admin/contact-submissions */
export const adminContactQuery = z.object({ status: z.enum(["new", "handled"]).optional(), ...pagingQuery })

/** GET /admin/lab-orders */
export const adminLabOrdersQuery = z.object({
  status: z.enum(LAB_ORDER_STATUSES).optional(),
  order_id: z.string().min(1).max(100).optional(),
  product_id: z.string().min(1).max(100).optional(),
  q: z.string().trim().max(320).optional(),
  ...pagingQuery,
})

/** POST /admin/lab-orders/:id */
export const labOrderStatusBody = z.object({ status: z.enum(LAB_ORDER_STATUSES) }).strict()

/** POST /admin/lab-orders/:id/result: the file as base64 */
export const labResultBody = z.object({ name: z.string().min(1).max(1000), content: z.string().min(1), replace: z.boolean().optional() }).strict()
export type LabResultBody = z.input<typeof labResultBody>

/** /admin/translations/:subject/:id path parameters */
export const translationParams = z.object({ subject: z.enum(TRANSLATION_SUBJECTS), id: z.string().min(1).max(100) })

/** POST /admin/contact-submissions/:id */
export const contactHandledBody = z.object({ handled: z.boolean() }).strict()

/** POST /admin/contact-submissions/:id/reply */
export const contactReplyBody = z.object({ message: z.string().trim().min(1).max(5000) }).strict()

/** POST /admin/product-access/:productId */
export const productAccessBody = z.object({ audiences: z.array(z.enum(AUDIENCES)).max(AUDIENCES.length * 2) }).strict()
