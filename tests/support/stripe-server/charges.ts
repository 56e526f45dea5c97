// @ts-expect-error stripe-stateful-mock ships no types: its charge and refund stores, used as Stripe's own would be
import { charges } from "stripe-stateful-mock/dist/api/charges.js"
// @ts-expect-error as above
import { refunds } from "stripe-stateful-mock/dist/api/refunds.js"
import type { Intent } from "./intent"
import { PaymentMethods, type KnownMethod } from "./payment-methods"
import { StripeError } from "./stripe-error"
import type { Store } from "./store"

/** The mock keeps its objects per account; every key of this server is the one test account. */
const ACCOUNT = "acct_default"

type MockCharge = Record<string, unknown> & { id: string; amount: number; amount_captured: number; amount_refunded: number; captured: boolean; refunded: boolean }

export const chargeById = (id: string) => charges.retrieve(ACCOUNT, id, "charge") as MockCharge

/** Captures an authorised charge in the mock; a partial capture refunds the rest (its rules). */
export const captureCharge = (id: string, amount: number) => charges.capture(ACCOUNT, id, { amount: String(amount) }) as MockCharge

/** Refunds a charge in the mock: never more than was captured and not yet refunded (its rules). */
export const refundCharge = (params: Record<string, string>) => refunds.create(ACCOUNT, params) as Record<string, unknown> & { id: string }

/**
 * Makes the charge Stripe's own: linked to its payment intent and payment method (`payment_intent`,
 * `payment_method`, the card's details), the intent's customer, description and metadata, and without the fields the
 * mock keeps from older API versions.
 */
function linkCharge(charge: MockCharge, intent: Intent, known: KnownMethod): void {
  delete charge.source
  delete charge.destination
  delete charge.order
  delete charge.dispute
  Object.assign(charge, {
    payment_intent: intent.id,
    payment_method: known.method.id,
    payment_method_details: PaymentMethods.chargeDetails(known.method, known.card),
    customer: intent.customer,
    description: intent.description,
    metadata: { ...intent.metadata },
    failure_balance_transaction: null,
  })
}

/**
 * Charges the card through the mock (its declines): the intent then waits for capture or has succeeded, with the
 * events Stripe sends. A decline leaves the intent needing a payment method (its
 * `payment_method` cleared, the one tried kept in `last_payment_error`), its `latest_charge` the failed charge,
 * and answers 402 with the card error, the intent and the payment method.
 */
export function chargeIntent(store: Store, intent: Intent, known: KnownMethod): void {
  const { webhooks } = store
  let made: MockCharge
  try {
    made = charges.create(ACCOUNT, {
      amount: String(intent.amount),
      currency: intent.currency,
      source: known.card.token,
      capture: intent.capture_method === "manual" ? "false" : "true",
    }) as MockCharge
  } catch (err) {
    const error = (err as { error?: Record<string, unknown> }).error
    if (!error || error.type !== "card_error") throw err
    const failed = chargeById(String(error.charge))
    linkCharge(failed, intent, known)
    intent.latest_charge = failed.id
    webhooks.send("charge.failed", failed)
    throw declined(store, intent, { ...error, payment_method: structuredClone(known.method) })
  }
  linkCharge(made, intent, known)
  intent.latest_charge = made.id
  intent.last_payment_error = null
  intent.next_action = null
  webhooks.send("charge.succeeded", made)
  if (intent.capture_method === "manual") {
    intent.status = "requires_capture"
    intent.amount_capturable = intent.amount
    webhooks.send("payment_intent.amount_capturable_updated", intent)
  } else {
    intent.status = "succeeded"
    intent.amount_received = intent.amount
    webhooks.send("payment_intent.succeeded", intent)
  }
}

/**
 * A card error on confirmation: the intent needs another payment method and keeps the error (with the payment
 * method), `payment_intent.payment_failed` is sent, and the answer is the 402 to throw.
 */
export function declined(store: Store, intent: Intent, error: Record<string, unknown>): StripeError {
  intent.status = "requires_payment_method"
  intent.payment_method = null
  intent.next_action = null
  intent.last_payment_error = error
  store.webhooks.send("payment_intent.payment_failed", intent)
  return new StripeError(402, { ...error, payment_intent: structuredClone(intent) })
}

/** Refunds the mock makes for a charge (a refund, the uncaptured rest, a cancel) name the charge's payment intent. */
export function linkRefunds(chargeId: string, intent: Intent): MockCharge {
  const charge = chargeById(chargeId)
  for (const refund of (charge.refunds as { data: Record<string, unknown>[] }).data) refund.payment_intent = intent.id
  return charge
}
