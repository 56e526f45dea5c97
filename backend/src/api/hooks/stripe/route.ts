import type { MedusaRequest, MedusaResponse } from "@medusajs/medusa"
import type { EntityManager } from "typeorm"
import { forget, handleEvent, recordOnce, verifiedEvent } from "../../../payments/stripe-webhook"
import { handler } from "../../http/handler"

/**
 * POST /hooks/stripe: Stripe's webhook. The signature (STRIPE_WEBHOOK_SECRET, over the bytes as sent) and its age are
 * checked first (400 when forged, altered or too old); an event id already received is refused (409); then the event
 * is acted on (a succeeded payment intent marks its order's payment captured).
 */
export const POST = handler(async (req: MedusaRequest, res: MedusaResponse) => {
  const event = verifiedEvent(req.body, req.headers["stripe-signature"])
  const manager = req.scope.resolve<EntityManager>("manager")
  await recordOnce(manager, event)
  try {
    await handleEvent(req.scope, event)
  } catch (err) {
    await forget(manager, event)
    throw err
  }
  res.json({ received: true, id: event.id })
})
