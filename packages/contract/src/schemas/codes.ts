import { z } from "zod"

/** The longest discount or gift card code the store reads. */
export const CODE_MAX = 64

/** Characters a code may not hold: control and invisible format characters, line and paragraph separators. */
const NOT_PRINTABLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u

/** A discount or gift card code as the shopper typed it: trimmed, 1-64 printable characters. */
export const codeSchema = z
  .string()
  .trim()
  .min(1, { message: "a code is required" })
  .max(CODE_MAX, { message: `at most ${CODE_MAX} characters` })
  .refine((value) => !NOT_PRINTABLE.test(value), { message: "printable text only" })

/** The codes of a cart write: `[{ code }]`, at most 5 (an empty list removes them all). */
export const codeListSchema = z.array(z.object({ code: codeSchema }).strict()).max(5, { message: "at most 5 codes" })

/**
 * POST /store/carts/:id: the cart's email and addresses (checked by Medusa and the store's address rules), its discount
 * codes and gift card codes (each list replaces the cart's).
 */
export const cartUpdateBody = z
  .object({
    email: z.unknown().optional(),
    shipping_address: z.unknown().optional(),
    billing_address: z.unknown().optional(),
    discounts: codeListSchema.optional(),
    gift_cards: codeListSchema.optional(),
  })
  .strict()

export type CartUpdateBody = z.output<typeof cartUpdateBody>
