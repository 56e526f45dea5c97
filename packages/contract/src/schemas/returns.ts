import { z } from "zod"
import { MAX_LINE_QUANTITY } from "../cart"

const id = z.string().min(1).max(100)

/** One line of a return: the order's line, how many units go back, optionally why (a return reason) and a note. */
export const returnItemSchema = z
  .object({
    item_id: id,
    quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY),
    reason_id: id.optional(),
    note: z.string().trim().max(500).optional(),
  })
  .strict()

/**
 * POST /store/returns: the customer's own order and the lines going back (each fulfilled, at most the units fulfilled
 * and not yet returned; the server answers 400 naming the line otherwise).
 */
export const createReturnBody = z
  .object({
    order_id: id,
    items: z.array(returnItemSchema).min(1, { message: "at least one line" }).max(100),
  })
  .strict()

export type CreateReturnBody = z.output<typeof createReturnBody>
