import { z } from "zod"
import { CLINIC_TYPES } from "../clinics"

/** An email address: trimmed, lower-cased, at most 320 characters. */
export const emailSchema = z.string().trim().max(320).email().transform((value) => value.toLowerCase())

/** A short free-text field (names, cities): trimmed, 1-256 characters. */
export const shortText = z.string().trim().min(1).max(256)

/** An optional short free-text field that may also be null. */
export const optionalText = z.string().trim().max(256).nullish()

/** A phone number: at most 32 characters, optional. */
export const phoneSchema = z.string().trim().max(32).nullish()

/** A postal address; `country_code` is ISO 3166-1 alpha-2, stored lower-case. */
export const addressSchema = z
  .object({
    first_name: optionalText,
    last_name: optionalText,
    phone: optionalText,
    company: optionalText,
    address_1: shortText,
    address_2: optionalText,
    city: shortText,
    province: optionalText,
    postal_code: z.string().trim().min(1).max(32),
    country_code: z
      .string()
      .trim()
      .regex(/^[A-Za-z]{2}$/, "must be a two-letter ISO country code")
      .transform((value) => value.toLowerCase()),
    metadata: z.record(z.unknown()).nullish(),
  })
  .strict()

/** An address that names its recipient: first and last name required (a shipping address, a saved address). */
export const recipientAddressSchema = addressSchema.extend({ first_name: shortText, last_name: shortText })

export const clinicTypeSchema = z.enum(CLINIC_TYPES)
