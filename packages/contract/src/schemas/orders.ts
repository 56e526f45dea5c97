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
