import { z } from "zod"
import { APPLICATION_STATUSES } from "@clinic-store/contract"

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
