import { randomBytes } from "node:crypto"
import express from "express"
import type { Request, Response, NextFunction } from "express"
// @ts-expect-error stripe-stateful-mock ships no types: its charge and refund stores, used as Stripe's own would be
import { charges } from "stripe-stateful-mock/dist/api/charges.js"
// @ts-expect-error as above
import { refunds } from "stripe-stateful-mock/dist/api/refunds.js"
import { TEST_PAYMENT_METHODS, testCard, type TestCard } from "./cards"
import { invalidRequest, missing, StripeError } from "./stripe-error"
import type { WebhookSender } from "./webhooks"

const ACCOUNT = "acct_default"
const id = (prefix: string) => `${prefix}_${randomBytes(12).toString("hex")}`
const now = () => Math.floor(Date.now() / 1000)

type PaymentMethod = { id: string; object: "payment_method"; type: "card"; card: { brand: string; last4: string; exp_month: number; exp_year: number }; created: number }
type Intent = {
  id: string
  object: "payment_intent"
  amount: number
  amount_capturable: number
  amount_received: number
  currency: string
  capture_method: "automatic" | "manual"
  client_secret: string
  status: "requires_payment_method" | "requires_confirmation" | "requires_action" | "requires_capture" | "succeeded" | "canceled"
  customer: string | null
  description: string | null
  metadata: Record<string, string>
  payment_method: string | null
  latest_charge: string | null
  last_payment_error: Record<string, unknown> | null
  next_action: Record<string, unknown> | null
  canceled_at: number | null
  cancellation_reason: string | null
  created: number
  livemode: false
}

/** Which key called: the secret key (the store's server) or the publishable key (the browser). */
type Caller = "secret" | "publishable"

function callerOf(req: Request): Caller {
  const token = /^Bearer (.+)$/.exec(req.header("authorization") ?? "")?.[1] ?? ""
  if (token.startsWith("sk_test_")) return "secret"
  if (token.startsWith("pk_test_")) return "publishable"
  throw new StripeError(401, { type: "invalid_request_error", message: "Invalid API Key provided" })
}

/**
 * Payment intents and payment methods, the calls medusa-payment-stripe and Stripe.js make, which stripe-stateful-mock
 * lacks; charges and refunds go through the mock's own stores (its declines, captures and refund rules). The
 * browser (publishable key) may only read and confirm an intent whose client secret it holds, and create payment
 * methods, as with Stripe.
 */
export function paymentIntentRoutes(webhooks: WebhookSender): express.Router {
  const intents = new Map<string, Intent>()
  const methods = new Map<string, { method: PaymentMethod; card: TestCard }>()
  const threeDSecurePending = new Map<string, string>()
  const router = express.Router()
  router.use(express.urlencoded({ extended: true }))

  const intentOf = (intentId: string) => {
    const intent = intents.get(intentId)
    if (!intent) throw missing("payment_intent", intentId)
    return intent
  }
  /** The browser names the intent's client secret; the server's secret key reads any intent. */
  const readable = (req: Request) => {
    const intent = intentOf(req.params.id)
    if (callerOf(req) === "publishable" && (req.body?.client_secret ?? req.query.client_secret) !== intent.client_secret) {
      throw missing("payment_intent", req.params.id)
    }
    return intent
  }
  const secretOnly = (req: Request) => {
    if (callerOf(req) !== "secret") throw new StripeError(401, { type: "invalid_request_error", message: "This API call cannot be made with a publishable API key." })
  }

  function paymentMethodFrom(req: Request): { method: PaymentMethod; card: TestCard } {
    const body = req.body as { payment_method?: string; payment_method_data?: { type?: string; card?: Record<string, string> } }
    if (body.payment_method) {
      const known = methods.get(body.payment_method)
      if (known) return known
      const number = TEST_PAYMENT_METHODS[body.payment_method]
      if (!number) throw missing("payment_method", body.payment_method)
      return createMethod({ number, exp_month: "12", exp_year: String(new Date().getFullYear() + 2) })
    }
    if (body.payment_method_data?.card) return createMethod(body.payment_method_data.card)
    throw invalidRequest("You must provide a payment_method.", "payment_method")
  }

  function createMethod(card: Record<string, string>): { method: PaymentMethod; card: TestCard } {
    const test = testCard(card.number ?? "")
    if (!test) throw new StripeError(402, { type: "card_error", code: "incorrect_number", message: "Your card number is incorrect.", param: "number" })
    const expMonth = Number(card.exp_month)
    const expYear = Number(card.exp_year) < 100 ? 2000 + Number(card.exp_year) : Number(card.exp_year)
    const today = new Date()
    if (!(expMonth >= 1 && expMonth <= 12) || expYear < today.getFullYear() || (expYear === today.getFullYear() && expMonth < today.getMonth() + 1)) {
      throw new StripeError(402, { type: "card_error", code: "invalid_expiry_year", message: "Your card's expiration date is incomplete or in the past.", param: "exp_year" })
    }
    const method: PaymentMethod = { id: id("pm"), object: "payment_method", type: "card", card: { brand: test.brand, last4: test.last4, exp_month: expMonth, exp_year: expYear }, created: now() }
    const entry = { method, card: test }
    methods.set(method.id, entry)
    return entry
  }

  /** Charges the card through the mock (its declines); the intent then waits for capture or has succeeded. */
  function charge(intent: Intent, card: TestCard): void {
    try {
      const made = charges.create(ACCOUNT, {
        amount: String(intent.amount),
        currency: intent.currency,
        source: card.token,
        capture: intent.capture_method === "manual" ? "false" : "true",
        metadata: { payment_intent: intent.id },
      }) as { id: string }
      intent.latest_charge = made.id
      intent.last_payment_error = null
      intent.next_action = null
      if (intent.capture_method === "manual") {
        intent.status = "requires_capture"
        intent.amount_capturable = intent.amount
        webhooks.send("payment_intent.amount_capturable_updated", intent)
      } else {
        intent.status = "succeeded"
        intent.amount_received = intent.amount
        webhooks.send("payment_intent.succeeded", intent)
      }
    } catch (err) {
      const error = (err as { error?: Record<string, unknown>; statusCode?: number }).error
      if (!error || error.type !== "card_error") throw err
      decline(intent, { ...error, payment_method: { id: intent.payment_method } })
      throw new StripeError(402, { ...error, payment_intent: structuredClone(intent) })
    }
  }

  function decline(intent: Intent, error: Record<string, unknown>): void {
    intent.status = "requires_payment_method"
    intent.next_action = null
    intent.last_payment_error = error
    webhooks.send("payment_intent.payment_failed", intent)
  }

  router.post("/v1/payment_methods", (req, res) => {
    callerOf(req)
    if (req.body?.type !== "card" || !req.body.card) throw invalidRequest("Only card payment methods are accepted here.", "type")
    res.json(createMethod(req.body.card).method)
  })

  router.post("/v1/payment_intents", (req, res) => {
    secretOnly(req)
    const amount = Number(req.body.amount)
    if (!Number.isInteger(amount) || amount < 1) throw invalidRequest("Invalid positive integer", "amount")
    if (typeof req.body.currency !== "string") throw invalidRequest("Missing required param: currency.", "currency")
    const intentId = id("pi")
    const intent: Intent = {
      id: intentId,
      object: "payment_intent",
      amount,
      amount_capturable: 0,
      amount_received: 0,
      currency: req.body.currency.toLowerCase(),
      capture_method: req.body.capture_method === "manual" ? "manual" : "automatic",
      client_secret: `${intentId}_secret_${randomBytes(12).toString("hex")}`,
      status: "requires_payment_method",
      customer: req.body.customer ?? null,
      description: req.body.description ?? null,
      metadata: req.body.metadata ?? {},
      payment_method: null,
      latest_charge: null,
      last_payment_error: null,
      next_action: null,
      canceled_at: null,
      cancellation_reason: null,
      created: now(),
      livemode: false,
    }
    intents.set(intent.id, intent)
    webhooks.send("payment_intent.created", intent)
    res.json(intent)
  })

  router.get("/v1/payment_intents/:id", (req, res) => {
    res.json(readable(req))
  })

  router.post("/v1/payment_intents/:id", (req, res) => {
    secretOnly(req)
    const intent = intentOf(req.params.id)
    if (!["requires_payment_method", "requires_confirmation", "requires_action"].includes(intent.status)) {
      throw new StripeError(400, { type: "invalid_request_error", code: "payment_intent_unexpected_state", message: `This PaymentIntent's status is ${intent.status}`, payment_intent: intent })
    }
    if (req.body.amount !== undefined) intent.amount = Number(req.body.amount)
    if (typeof req.body.currency === "string") intent.currency = req.body.currency.toLowerCase()
    if (typeof req.body.customer === "string") intent.customer = req.body.customer
    if (typeof req.body.description === "string") intent.description = req.body.description
    if (req.body.metadata) intent.metadata = { ...intent.metadata, ...req.body.metadata }
    res.json(intent)
  })

  router.post("/v1/payment_intents/:id/confirm", (req, res) => {
    const intent = readable(req)
    if (!["requires_payment_method", "requires_confirmation"].includes(intent.status)) {
      throw new StripeError(400, { type: "invalid_request_error", code: "payment_intent_unexpected_state", message: `You cannot confirm this PaymentIntent because it has a status of ${intent.status}.`, payment_intent: intent })
    }
    let method: { method: PaymentMethod; card: TestCard }
    try {
      method = paymentMethodFrom(req)
    } catch (err) {
      if (err instanceof StripeError && err.error.type === "card_error") {
        decline(intent, err.error)
        throw new StripeError(402, { ...err.error, payment_intent: structuredClone(intent) })
      }
      throw err
    }
    intent.payment_method = method.method.id
    if (method.card.threeDSecure) {
      // The issuer asks the customer to authenticate: Stripe.js shows the challenge, then the intent goes on.
      intent.status = "requires_action"
      const challenge = `/v1/payment_intents/${intent.id}/authenticate`
      intent.next_action = { type: "use_stripe_sdk", use_stripe_sdk: { type: "three_d_secure_redirect", stripe_js: challenge } }
      threeDSecurePending.set(intent.id, method.method.id)
      res.json(intent)
      return
    }
    charge(intent, method.card)
    res.json(intent)
  })

  /**
   * The issuer's 3-D Secure challenge, answered (`outcome`: `authenticate` or `fail`); what Stripe's challenge frame
   * does for its test cards. Only for an intent waiting for it, by whoever holds its client secret.
   */
  router.post("/v1/payment_intents/:id/authenticate", (req, res) => {
    const intent = readable(req)
    const methodId = threeDSecurePending.get(intent.id)
    if (intent.status !== "requires_action" || !methodId) {
      throw new StripeError(400, { type: "invalid_request_error", code: "payment_intent_unexpected_state", message: `This PaymentIntent's status is ${intent.status}.` })
    }
    threeDSecurePending.delete(intent.id)
    if (req.body.outcome !== "authenticate") {
      decline(intent, {
        type: "card_error",
        code: "payment_intent_authentication_failure",
        message: "We are unable to authenticate your payment method. Please choose a different payment method and try again.",
        payment_method: { id: methodId },
      })
      res.json(intent)
      return
    }
    charge(intent, methods.get(methodId)!.card)
    res.json(intent)
  })

  router.post("/v1/payment_intents/:id/capture", (req, res) => {
    secretOnly(req)
    const intent = intentOf(req.params.id)
    if (intent.status !== "requires_capture" || !intent.latest_charge) {
      throw new StripeError(400, {
        type: "invalid_request_error",
        code: "payment_intent_unexpected_state",
        message: `This PaymentIntent could not be captured because it has a status of ${intent.status}.`,
        payment_intent: structuredClone(intent),
      })
    }
    charges.capture(ACCOUNT, intent.latest_charge, req.body.amount_to_capture ? { amount: req.body.amount_to_capture } : {})
    intent.status = "succeeded"
    intent.amount_received = req.body.amount_to_capture ? Number(req.body.amount_to_capture) : intent.amount
    intent.amount_capturable = 0
    webhooks.send("payment_intent.succeeded", intent)
    res.json(intent)
  })

  router.post("/v1/payment_intents/:id/cancel", (req, res) => {
    secretOnly(req)
    const intent = intentOf(req.params.id)
    if (intent.status === "succeeded" || intent.status === "canceled") {
      throw new StripeError(400, {
        type: "invalid_request_error",
        code: "payment_intent_unexpected_state",
        message: `You cannot cancel this PaymentIntent because it has a status of ${intent.status}.`,
        payment_intent: structuredClone(intent),
      })
    }
    if (intent.latest_charge && intent.status === "requires_capture") refunds.create(ACCOUNT, { charge: intent.latest_charge })
    intent.status = "canceled"
    intent.canceled_at = now()
    intent.cancellation_reason = req.body.cancellation_reason ?? "requested_by_customer"
    intent.amount_capturable = 0
    webhooks.send("payment_intent.canceled", intent)
    res.json(intent)
  })

  /** Refunds of a payment intent: the mock refunds the intent's charge (its rules: never more than was captured). */
  router.post("/v1/refunds", (req, res, next) => {
    if (!req.body.payment_intent) return next()
    secretOnly(req)
    const intent = intentOf(req.body.payment_intent)
    if (!intent.latest_charge || intent.status !== "succeeded") {
      throw invalidRequest(`This PaymentIntent (${intent.id}) does not have a successful charge to refund.`, "payment_intent")
    }
    const params: Record<string, string> = { charge: intent.latest_charge }
    if (req.body.amount !== undefined) params.amount = String(req.body.amount)
    if (req.body.reason) params.reason = req.body.reason
    const refund = { ...refunds.create(ACCOUNT, params), payment_intent: intent.id }
    webhooks.send("charge.refunded", charges.retrieve(ACCOUNT, intent.latest_charge, "charge"))
    res.json(refund)
  })

  router.get("/v1/events", (req, res) => {
    secretOnly(req)
    res.json({ object: "list", url: "/v1/events", has_more: false, data: webhooks.events.slice(0, 100) })
  })

  /** Not Stripe's API: the webhook deliveries as sent, for tests that replay one. */
  router.get("/_test/webhook-deliveries", (req, res) => {
    secretOnly(req)
    res.json({ data: webhooks.deliveries })
  })

  return router
}

/** Stripe's error shape for this router's refusals (the mock answers its own). */
export function stripeErrors(err: unknown, _req: Request, res: Response, next: NextFunction): void {
  if (err instanceof StripeError) {
    res.status(err.status).json({ error: err.error })
    return
  }
  // The mock's own refusals (RestError: statusCode and Stripe's error object)
  const rest = err as { statusCode?: number; error?: Record<string, unknown> }
  if (typeof rest?.statusCode === "number" && rest.error) {
    res.status(rest.statusCode).json({ error: rest.error })
    return
  }
  next(err)
}
