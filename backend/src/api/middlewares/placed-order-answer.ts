import type { MedusaNextFunction, MedusaRequest, MedusaResponse, MiddlewareRoute } from "@medusajs/medusa"
import type { Order } from "@medusajs/medusa"
import { paymentStandingOf } from "../../payments/payment-words"

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

export const placedOrderAnswerMiddlewares: MiddlewareRoute[] = [{ matcher: "/store/carts/:id/complete", method: "POST", middlewares: [withPaymentStanding] }]
