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

/** An item sent in exchange: a variant and how many units. */
export const swapAdditionalItemSchema = z.object({ variant_id: id, quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY) }).strict()

/**
 * POST /store/swaps: an exchange of the customer's own order: fulfilled lines going back (as a return's) and the
 * variants sent instead (ones the customer may buy).
 */
export const createSwapBody = z
  .object({
    order_id: id,
    return_items: z.array(returnItemSchema).min(1, { message: "at least one line" }).max(100),
    additional_items: z.array(swapAdditionalItemSchema).min(1, { message: "at least one item" }).max(100),
  })
  .strict()

export type CreateSwapBody = z.output<typeof createSwapBody>
