import type { MedusaNextFunction, MedusaRequest, MedusaResponse, Order } from "@medusajs/medusa"
import { paymentStandingOf } from "../../payments/payment-words"
import type { Guard } from "./guard"

/**
 * The completion's answer says how the placed order's payment stands (`payment_standing`: paid by card, or the
 * invoice with the day it is due), as the order's page answers it: the confirmation tells the shopper what happens
 * next from the answer alone, without another request. Read from Medusa's payment in the answer, nothing stored.
 */
function withPaymentStanding(_req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction): void {
  const json = res.json.bind(res)
  res.json = (body: unknown) => {
    const answer = body as { type?: string; data?: Order & { payment_standing?: unknown } } | null
    if (answer?.type === "order" && answer.data?.created_at) answer.data.payment_standing = paymentStandingOf(answer.data)
    return json(body)
  }
  next()
}

/** A placed order's answer names how its payment stands. */
export const paymentStandingAnswer: Guard = () => withPaymentStanding
