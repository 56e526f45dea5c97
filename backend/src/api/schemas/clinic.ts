import { z } from "zod"
import { approvalStatusSchema, pagingQuery } from "./common"

/**
 * Request schemas only the backend checks. The bodies the storefront's forms also check (clinics, invites,
 * applications, contact, addresses) live in @clinic-store/contract.
 */

/** PUT /store/invites/:id */
export const answerInviteBody = z.object({ status: z.enum(["approved", "rejected"]) }).strict()

/** POST /store/files: content is base64 (its decoded size is checked by the file service). */
export const uploadFileBody = z.object({ name: z.string().min(1).max(1024), content: z.string().min(1, "the file is empty") }).strict()

/** GET /admin/clinics */
export const adminClinicsQuery = z.object({ status: approvalStatusSchema.optional(), q: z.string().trim().max(256).optional(), ...pagingQuery })

/** GET /admin/applications */
export const adminApplicationsQuery = z.object({ status: approvalStatusSchema.optional(), ...pagingQuery })

/** GET /admin/contact-submissions */
export const adminContactQuery = z.object({ status: z.enum(["new", "handled"]).optional(), ...pagingQuery })
