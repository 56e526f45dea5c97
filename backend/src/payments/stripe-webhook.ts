import type { OrderService } from "@medusajs/medusa"
import Stripe from "stripe"
import type { EntityManager } from "typeorm"
import { ConflictError, InvalidError, NotFoundError } from "../domain/errors"
import { STRIPE_API_VERSION, WEBHOOK_TOLERANCE_SECONDS } from "./stripe-settings"
import { ordersAwaitingCaptureOfIntent } from "../persistence/payment"
import { forgetEvent, recordEventOnce } from "../persistence/stripe-webhook-event"

type Scope = { resolve<T>(name: string): T }

/**
 * The event a webhook request carries, once its signature is checked: signed with STRIPE_WEBHOOK_SECRET over the
 * exact bytes sent, at most WEBHOOK_TOLERANCE_SECONDS old. Anything else is refused (400) before it is read.
 */
export function verifiedEvent(body: unknown, signature: unknown): Stripe.Event {
  const secret = process.env.STRIPE_WEBHOOK_SECRET
  if (!process.env.STRIPE_API_KEY || !secret) throw new NotFoundError("Card payments")
  if (typeof signature !== "string" || !signature) throw new InvalidError("Stripe-Signature: missing")
  if (!Buffer.isBuffer(body) || body.length === 0) throw new InvalidError("body: missing")
  const stripe = new Stripe(process.env.STRIPE_API_KEY, { apiVersion: STRIPE_API_VERSION })
  try {
    return stripe.webhooks.constructEvent(body, signature, secret, WEBHOOK_TOLERANCE_SECONDS)
  } catch (err) {
    throw new InvalidError(`Stripe-Signature: ${(err as Error).message}`)
  }
}

/** Records the event as received; refuses (409) an event already received (a replay, or Stripe delivering it again). */
export async function recordOnce(manager: EntityManager, event: Stripe.Event): Promise<void> {
  if (!(await recordEventOnce(manager, event.id, event.type))) throw new ConflictError(`event ${event.id} was already received`)
}

/** Forgets an event whose handling failed, so Stripe's next delivery of it is acted on. */
export async function forget(manager: EntityManager, event: Stripe.Event): Promise<void> {
  await forgetEvent(manager, event.id)
}

/**
 * A payment intent succeeded (captured, here or in Stripe's dashboard): the order paid by it has its payment marked
 * captured through Medusa (which asks the card provider, which finds the intent already captured). An intent of a
 * cart not yet placed is left to the checkout, which places the cart.
 */
async function paymentIntentSucceeded(scope: Scope, intent: Stripe.PaymentIntent): Promise<void> {
  const manager = scope.resolve<EntityManager>("manager")
  const orderIds = await ordersAwaitingCaptureOfIntent(manager, intent.id)
  const orders = scope.resolve<OrderService>("orderService")
  for (const orderId of orderIds) await orders.capturePayment(orderId)
}

/** Acts on the events the store subscribes to; others are acknowledged and ignored. */
export async function handleEvent(scope: Scope, event: Stripe.Event): Promise<void> {
  if (event.type === "payment_intent.succeeded") await paymentIntentSucceeded(scope, event.data.object as Stripe.PaymentIntent)
}
