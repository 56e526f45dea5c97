import { z } from "zod"

/** POST /store/order-edits/:id/decline: why the customer declines the edit staff asked about (optional). */
export const declineOrderEditBody = z.object({ declined_reason: z.string().trim().max(500).optional() }).strict()

/** POST /store/payment-collections/:id/sessions: the provider that pays an edit's difference (the customer's one way). */
export const paymentCollectionSessionBody = z.object({ provider_id: z.string().min(1).max(100) }).strict()

export type DeclineOrderEditBody = z.output<typeof declineOrderEditBody>
export type PaymentCollectionSessionBody = z.output<typeof paymentCollectionSessionBody>
