import { STORE_LOCALES } from "../locales"
import { z } from "zod"
import { addressSchema, clinicTypeSchema, emailSchema, optionalText, phoneSchema, recipientAddressSchema, shortText } from "./fields"

/**
 * Request bodies the storefront's forms and the backend's routes both check: the browser refuses what the server
 * refuses, with the same rule and the same message.
 */

/** POST /store/clinics */
export const createClinicBody = z
  .object({
    clinic: z
      .object({ name: shortText, type: clinicTypeSchema, billing_email: emailSchema, billing_address: addressSchema })
      .strict(),
  })
  .strict()

/**
 * A clinic's VAT number (a two-letter country prefix and 2–13 letters or digits, spaces and dots left out: `DK12345678`)
 * or its EAN number (13 digits, for public-sector e-invoicing), printed on its invoices.
 */
export const clinicVatNumberSchema = z
  .string()
  .transform((value) => value.replace(/[\s.]/g, "").toUpperCase())
  .refine((value) => /^(?:[A-Z]{2}[0-9A-Z]{2,13}|\d{13})$/.test(value), {
    message: "a VAT number (country prefix and 2–13 letters or digits, e.g. DK12345678) or a 13-digit EAN number",
  })

/** PUT /store/clinics/:id: at least one field; `vat_number: null` removes the clinic's VAT or EAN number. */
export const updateClinicBody = z
  .object({
    name: shortText.optional(),
    billing_email: emailSchema.optional(),
    billing_address: addressSchema.optional(),
    vat_number: clinicVatNumberSchema.nullable().optional(),
  })
  .strict()
  .refine((body) => Object.keys(body).length > 0, { message: "name, billing_email, billing_address or vat_number is required" })

/** POST /store/invites/ */
export const createInviteBody = z.object({ to: emailSchema }).strict()

/** POST /store/application */
export const applicationBody = z
  .object({
    first_name: shortText,
    last_name: shortText,
    phone: phoneSchema,
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

/** POST /store/contact/form */
export const contactBody = z
  .object({
    name: shortText,
    email: emailSchema,
    message: z.string().trim().min(1).max(5000),
    subject: optionalText,
    phone: phoneSchema,
  })
  .strict()

/** POST /store/customers/me/addresses (Medusa's address book; the backend also refuses unserved countries). */
export const savedAddressBody = z.object({ address: recipientAddressSchema }).strict()

/** Checkout details of a cart: the email, a shipping address that names its recipient, the billing address. */
export const checkoutDetailsBody = z
  .object({ email: emailSchema, shipping_address: recipientAddressSchema, billing_address: addressSchema })
  .strict()

/** The bodies as the routes receive them once checked (trimmed, lower-cased where the schema says so). */
export type ContactBody = z.output<typeof contactBody>
/** The language a signed-in customer uses the store in: their mails are written in it. */
export const localeBody = z.object({ locale: z.enum(STORE_LOCALES) }).strict()

export type ApplicationBody = z.output<typeof applicationBody>
export type CreateClinicBody = z.output<typeof createClinicBody>
export type UpdateClinicBody = z.output<typeof updateClinicBody>
export type CreateInviteBody = z.output<typeof createInviteBody>
