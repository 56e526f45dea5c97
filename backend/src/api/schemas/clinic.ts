import { z } from "zod"
import { addressSchema, approvalStatusSchema, clinicTypeSchema, emailSchema, optionalText, pagingQuery, shortText } from "./common"

/** POST /store/clinics */
export const createClinicBody = z
  .object({
    clinic: z
      .object({ name: shortText, type: clinicTypeSchema, billing_email: emailSchema, billing_address: addressSchema })
      .strict(),
  })
  .strict()

/** PUT /store/clinics/:id: at least one field. */
export const updateClinicBody = z
  .object({ name: shortText.optional(), billing_email: emailSchema.optional(), billing_address: addressSchema.optional() })
  .strict()
  .refine((body) => Object.keys(body).length > 0, { message: "name, billing_email or billing_address is required" })

/** POST /store/invites/ */
export const createInviteBody = z.object({ to: emailSchema }).strict()

/** PUT /store/invites/:id */
export const answerInviteBody = z.object({ status: z.enum(["approved", "rejected"]) }).strict()

/** POST /store/application */
export const applicationBody = z
  .object({
    first_name: shortText,
    last_name: shortText,
    phone: z.string().trim().max(32).nullish(),
    date_of_birth: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date YYYY-MM-DD")
      .refine((value) => !Number.isNaN(Date.parse(value)) && Date.parse(value) < Date.now(), "must be a past date")
      .nullish(),
    reason: z.string().trim().max(2000).nullish(),
    /** Becomes the customer's billing address (its country must be served: checked by the route). */
    billing_address: addressSchema.optional(),
  })
  .strict()

/** POST /store/files: content is base64 (its decoded size is checked by the file service). */
export const uploadFileBody = z.object({ name: z.string().min(1).max(1024), content: z.string().min(1, "the file is empty") }).strict()

/** POST /store/contact/form */
export const contactBody = z
  .object({
    name: shortText,
    email: emailSchema,
    message: z.string().trim().min(1).max(5000),
    subject: optionalText,
    phone: z.string().trim().max(32).nullish(),
  })
  .strict()

/** GET /admin/clinics */
export const adminClinicsQuery = z.object({ status: approvalStatusSchema.optional(), q: z.string().trim().max(256).optional(), ...pagingQuery })

/** GET /admin/applications */
export const adminApplicationsQuery = z.object({ status: approvalStatusSchema.optional(), ...pagingQuery })

/** GET /admin/contact-submissions */
export const adminContactQuery = z.object({ ...pagingQuery })
