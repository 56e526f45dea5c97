import { z } from "zod"

/** The longest purchase-order number or reference a clinic may give an order. */
export const ORDER_REFERENCE_MAX = 64

/**
 * Characters a reference may not hold: control characters (line breaks, tabs, escapes), invisible format characters
 * (bidirectional overrides, zero-width joiners) and the Unicode line and paragraph separators. A reference is printed on
 * one line of the invoice and the mails; one of these would let it forge lines or reorder what is printed.
 */
const NOT_PRINTABLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u

/**
 * POST /store/carts/:id/reference: the purchase-order number or reference the order will carry (trimmed; empty or
 * null clears it). At most 64 characters, printable text only.
 */
export const orderReferenceBody = z
  .object({
    reference: z
      .string()
      .trim()
      .max(ORDER_REFERENCE_MAX, { message: `at most ${ORDER_REFERENCE_MAX} characters` })
      .refine((value) => !NOT_PRINTABLE.test(value), { message: "printable text only (no line breaks, tabs or control characters)" })
      .nullable(),
  })
  .strict()

/** POST /store/orders/:id/reorder: the customer's open cart the order's lines go into. */
export const reorderBody = z.object({ cart_id: z.string().min(1).max(100) }).strict()

/** A line of the order that was not put into the cart again, and why. */
export const reorderLeftOutSchema = z.object({
  variant_id: z.string().nullable(),
  title: z.string(),
  quantity: z.number().int(),
  reason: z.enum(["not_approved", "out_of_stock", "unavailable", "line_limit"]),
})

/** The answer of POST /store/orders/:id/reorder. */
export const reorderAnswerSchema = z.object({
  cart: z.object({ id: z.string() }).passthrough(),
  added: z.array(z.object({ variant_id: z.string(), quantity: z.number().int() })),
  left_out: z.array(reorderLeftOutSchema),
})

/** The answer of GET /store/carts/:id/reference. */
export const orderReferenceAnswerSchema = z.object({ reference: z.string().nullable() })

export type OrderReferenceBody = z.output<typeof orderReferenceBody>
export type ReorderBody = z.output<typeof reorderBody>
export type ReorderLeftOut = z.output<typeof reorderLeftOutSchema>
export type ReorderAnswer = z.output<typeof reorderAnswerSchema>

/** The longest patient reference a clinic may give a sample. */
export const PATIENT_REFERENCE_MAX = 40

/** A day, `YYYY-MM-DD`, that exists in the calendar. */
const calendarDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: "a day as YYYY-MM-DD" })
  .refine((value) => new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), { message: "a day that exists" })

/**
 * POST /store/lab-orders/:id/sample: what the clinic records about a sample before it ships. The patient reference is
 * the clinic's own code for the patient (1–40 letters, digits, `-`, `_`, `/`), never a name or an email address: the
 * lab gets no personal data. The day the sample was taken (not after tomorrow, which allows for time zones) and the
 * confirmation that the patient consented (required).
 */
export const labSampleBody = z
  .object({
    patient_reference: z
      .string()
      .trim()
      .min(1, { message: "the clinic's code for the patient" })
      .max(PATIENT_REFERENCE_MAX, { message: `at most ${PATIENT_REFERENCE_MAX} characters` })
      .refine((value) => !value.includes("@"), { message: "the clinic's own code for the patient, never an email address" })
      .refine((value) => /^[A-Za-z0-9/_-]*$/.test(value), { message: "letters, digits, -, _ and / only" }),
    sample_taken_on: calendarDay.refine((value) => Date.parse(`${value}T00:00:00Z`) <= Date.now() + 86_400_000, { message: "not a day in the future" }),
    consent_confirmed: z.literal(true, { errorMap: () => ({ message: "the patient's consent must be confirmed" }) }),
  })
  .strict()

export type LabSampleBody = z.output<typeof labSampleBody>
