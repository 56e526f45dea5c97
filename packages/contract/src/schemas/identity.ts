import { z } from "zod"
import { STORE_LOCALES } from "../locales"

/**
 * Request bodies of the local identity provider (`/idp/*`, the stand-in for the external provider in development,
 * tests and installations without one), with the identity rules they apply.
 */

/** The identity rules, the same as the storefront's local forms apply. */
export const IDENTITY_LIMITS = { passwordMaxBytes: 72, nameMaxLength: 256, minimumStrength: 3 } as const

/** The messages of the identity rules, in English (the storefront shows them in en/da/es). */
export const IDENTITY_RULE_MESSAGES = {
  email: "Enter a valid email address",
  passwordTooLong: "The password can be at most 72 bytes long",
  passwordBreached: "This password appears in a list of passwords exposed in data breaches: choose another",
  passwordWeak: "This password is too easy to guess: use a longer passphrase or mix more words and characters",
  nameTooLong: "Names can be at most 256 characters long",
} as const

/** Token templates the local provider knows; `store` is the one the storefront asks for. */
export const IDENTITY_TOKEN_TEMPLATES = ["store"] as const

/** The phrase a user types to delete their identity. */
export const IDENTITY_DELETE_CONFIRMATION = "delete my account"

/** A name field (optional): at most 256 characters. */
const identityNameField = z.string().trim().max(IDENTITY_LIMITS.nameMaxLength, IDENTITY_RULE_MESSAGES.nameTooLong).optional()

/** An email address, lower-cased. */
const identityEmailField = z
  .string({ required_error: IDENTITY_RULE_MESSAGES.email })
  .trim()
  .email(IDENTITY_RULE_MESSAGES.email)
  .max(320, IDENTITY_RULE_MESSAGES.email)
  .transform((email) => email.toLowerCase())

/** POST /idp/sign-up */
export const idpSignUpBody = z.object({
  email: identityEmailField,
  password: z.string({ required_error: "Required" }).min(1, "Required"),
  first_name: identityNameField,
  last_name: identityNameField,
  locale: z.enum(STORE_LOCALES).optional(),
})

/** POST /idp/second-factor */
export const idpSecondFactorBody = z.object({ code: z.string().trim().min(1, "Required").max(64) })

/** POST /idp/me */
export const idpProfileBody = z.object({ first_name: identityNameField, last_name: identityNameField })

/** DELETE /idp/me: the phrase typed */
export const idpDeletionBody = z.object({
  confirmation: z.literal(IDENTITY_DELETE_CONFIRMATION, { errorMap: () => ({ message: `Type "${IDENTITY_DELETE_CONFIRMATION}" to confirm` }) }),
})

/** POST /idp/me/image: the image as base64 */
export const idpImageBody = z.object({ content: z.string().min(1, "Required") })

/** POST /idp/sign-in */
export const idpSignInBody = z.object({ email: z.string().trim().min(1, "Required"), password: z.string().min(1, "Required") })

/** POST /idp/two-factor/totp: no code starts, a code confirms */
export const idpTotpEnrolBody = z.object({ code: z.string().trim().optional() })

/** POST /idp/two-factor/sms: a phone starts, a code confirms */
export const idpSmsEnrolBody = z.union([
  z.object({ phone: z.string().trim().regex(/^\+[1-9]\d{6,14}$/, "Enter the number in international form, e.g. +4512345678") }),
  z.object({ code: z.string().trim().min(1, "Required") }),
])

/** POST /idp/tokens */
export const idpTokenBody = z.object({ template: z.enum(IDENTITY_TOKEN_TEMPLATES).default("store") })

/** POST /idp/password-reset */
export const idpPasswordResetBody = z.object({ email: identityEmailField })

/** POST /idp/password-reset/confirm */
export const idpPasswordResetConfirmBody = z.object({
  token: z.string({ required_error: "Required" }).trim().min(1, "Required").max(200),
  password: z.string({ required_error: "Required" }).min(1, "Required"),
})

/** POST /idp/verify-email */
export const idpVerifyEmailBody = z.object({ code: z.string({ required_error: "Required" }).trim().regex(/^\d{6}$/, "Enter the 6-digit code from the mail") })

/** POST /idp/password */
export const idpPasswordChangeBody = z.object({
  current_password: z.string({ required_error: "Required" }).min(1, "Required"),
  password: z.string({ required_error: "Required" }).min(1, "Required"),
})
