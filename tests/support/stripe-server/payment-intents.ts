import type express from "express"
import type { Request } from "express"
import { callerOf, requireSecretKey } from "./callers"
import { chargeIntent, declined } from "./charges"
import { newIntent, type Intent } from "./intent"
import { amountParam, automaticPaymentMethods, choiceParam, currencyParam, mergedMetadata, paymentMethodTypes, requiredAmount, textParam, UNCONFIRMED } from "./intent-params"
import type { KnownMethod } from "./payment-methods"
import { invalidRequest, StripeError, unexpectedState } from "./stripe-error"
import type { Store } from "./store"

/** The payment method a confirmation uses: the one it names or describes, else the one the intent holds. */
function confirmationMethod(store: Store, intent: Intent, req: Request): KnownMethod {
  const body = req.body as { payment_method?: string; payment_method_data?: { type?: string; card?: Record<string, string> } }
  if (body.payment_method) return store.methods.resolve(body.payment_method)
  if (body.payment_method_data?.type === "mobilepay") return store.methods.createMobilePay()
  if (body.payment_method_data?.card) return store.methods.create(body.payment_method_data.card)
  if (intent.payment_method) return store.methods.resolve(intent.payment_method)
  throw unexpectedState(
    "You cannot confirm this PaymentIntent because it's missing a payment method. You can either update the PaymentIntent with a payment method and then confirm it again, or confirm it again directly with a payment method.",
    intent
  )
}

/**
 * Confirms the intent with its payment method: a 3-D Secure card asks for the customer's action
 * (`requires_action`, `payment_intent.requires_action`); any other card is charged (./charges.ts). A card refused
 * before charging (a number Stripe calls incorrect) is a decline of the intent.
 */
export function confirmIntent(store: Store, intent: Intent, req: Request): void {
  if (!["requires_payment_method", "requires_confirmation"].includes(intent.status)) {
    throw unexpectedState(`You cannot confirm this PaymentIntent because it has a status of ${intent.status}.`, intent)
  }
  if (intent.confirmation_method === "manual" && callerOf(req) === "publishable") {
    throw invalidRequest("This PaymentIntent has a confirmation_method of manual and can only be confirmed with your secret key.", "confirmation_method")
  }
  let known: KnownMethod
  try {
    known = confirmationMethod(store, intent, req)
  } catch (err) {
    if (err instanceof StripeError && err.error.type === "card_error") throw declined(store, intent, err.error)
    throw err
  }
  if (!intent.payment_method_types.includes(known.method.type)) {
    throw invalidRequest(
      `The PaymentMethod provided (${known.method.type}) is not allowed for this PaymentIntent. Please attach a PaymentMethod of one of the following types: ${intent.payment_method_types.join(", ")}. Alternatively, update the allowed payment_method_types for this PaymentIntent to include "${known.method.type}".`,
      "payment_method",
      "payment_intent_incompatible_payment_method"
    )
  }
  if (known.method.type === "mobilepay") {
    const returnUrl = (req.body as { return_url?: unknown }).return_url
    if (typeof returnUrl !== "string" || !/^https?:\/\//.test(returnUrl)) {
      throw invalidRequest("A return_url must be specified because this PaymentMethod (mobilepay) requires a redirect.", "return_url", "parameter_missing")
    }
    // The shopper approves in the MobilePay app: Stripe redirects there, then back to the return URL.
    intent.payment_method = known.method.id
    intent.status = "requires_action"
    const url = new URL(`/mobilepay/authorize/${intent.id}`, `${req.protocol}://${req.get("host")}`)
    url.searchParams.set("client_secret", intent.client_secret)
    intent.next_action = { type: "redirect_to_url", redirect_to_url: { url: url.toString(), return_url: returnUrl } }
    store.threeDSecurePending.set(intent.id, known.method.id)
    store.returnUrls.set(intent.id, returnUrl)
    store.webhooks.send("payment_intent.requires_action", intent)
    return
  }
  intent.payment_method = known.method.id
  if (known.card.threeDSecure) {
    // The issuer asks the customer to authenticate: Stripe.js shows the challenge, then the intent goes on.
    intent.status = "requires_action"
    intent.next_action = { type: "use_stripe_sdk", use_stripe_sdk: { type: "three_d_secure_redirect", stripe_js: `/v1/payment_intents/${intent.id}/authenticate` } }
    store.threeDSecurePending.set(intent.id, known.method.id)
    store.webhooks.send("payment_intent.requires_action", intent)
    return
  }
  chargeIntent(store, intent, known)
}

/**
 * Payment intents as medusa-payment-stripe and Stripe.js call them. A payment method given at creation or by an
 * update makes the intent `requires_confirmation`; `confirm=true` at creation confirms it at once. The money and the
 * payment method change only before confirmation; description and metadata at any time until canceled.
 */
export function paymentIntentRoutes(router: express.Router, store: Store): void {
  router.post("/v1/payment_intents", (req, res) => {
    requireSecretKey(req)
    const body = req.body as Record<string, unknown>
    const amount = requiredAmount(body)
    const currency = currencyParam(body.currency)
    const intent = newIntent({
      amount,
      currency,
      payment_method_types: paymentMethodTypes(body, currency),
      automatic_payment_methods: automaticPaymentMethods(body) === undefined ? null : { enabled: automaticPaymentMethods(body)! },
      capture_method: choiceParam(body, "capture_method", ["automatic", "manual"] as const, "automatic"),
      confirmation_method: choiceParam(body, "confirmation_method", ["automatic", "manual"] as const, "automatic"),
      customer: textParam(body, "customer", null),
      description: textParam(body, "description", null),
      metadata: body.metadata === undefined ? {} : mergedMetadata({}, body.metadata),
      receipt_email: textParam(body, "receipt_email", null),
      statement_descriptor: textParam(body, "statement_descriptor", null),
      statement_descriptor_suffix: textParam(body, "statement_descriptor_suffix", null),
      transfer_group: textParam(body, "transfer_group", null),
    })
    if (typeof body.payment_method === "string") {
      intent.payment_method = store.methods.resolve(body.payment_method).method.id
      intent.status = "requires_confirmation"
    }
    store.intents.set(intent.id, intent)
    store.webhooks.send("payment_intent.created", intent)
    if (body.confirm === "true") confirmIntent(store, intent, req)
    res.json(intent)
  })

  router.get("/v1/payment_intents/:id", (req, res) => {
    res.json(store.readableIntent(req))
  })

  router.post("/v1/payment_intents/:id", (req, res) => {
    requireSecretKey(req)
    const intent = store.intent(req.params.id)
    const body = req.body as Record<string, unknown>
    if (intent.status === "canceled") throw unexpectedState("You cannot update this PaymentIntent because it has a status of canceled.", intent)
    const changesPayment = ["amount", "currency", "payment_method", "payment_method_types", "capture_method", "customer"].filter((param) => body[param] !== undefined)
    if (changesPayment.length && !UNCONFIRMED.includes(intent.status)) {
      throw unexpectedState(
        `This PaymentIntent's ${changesPayment[0]} could not be updated because it has a status of ${intent.status}. You may only update the ${changesPayment[0]} of a PaymentIntent with one of the following statuses: ${UNCONFIRMED.join(", ")}.`,
        intent
      )
    }
    const amount = amountParam(body, "amount")
    const currency = body.currency === undefined ? intent.currency : currencyParam(body.currency)
    const types = intent.automatic_payment_methods?.enabled ? paymentMethodTypes({ automatic_payment_methods: { enabled: "true" } }, currency) : paymentMethodTypes(body, currency, intent.payment_method_types)
    const captureMethod = choiceParam(body, "capture_method", ["automatic", "manual"] as const, intent.capture_method)
    const method = typeof body.payment_method === "string" ? store.methods.resolve(body.payment_method).method.id : undefined
    const metadata = body.metadata === undefined ? intent.metadata : mergedMetadata(intent.metadata, body.metadata)
    // Every parameter is valid: the update is applied whole.
    Object.assign(intent, {
      amount: amount ?? intent.amount,
      currency,
      payment_method_types: types,
      capture_method: captureMethod,
      customer: textParam(body, "customer", intent.customer),
      description: textParam(body, "description", intent.description),
      receipt_email: textParam(body, "receipt_email", intent.receipt_email),
      metadata,
      last_payment_error: null,
    })
    if (method) {
      intent.payment_method = method
      intent.status = "requires_confirmation"
      intent.next_action = null
      store.threeDSecurePending.delete(intent.id)
    }
    res.json(intent)
  })

  router.post("/v1/payment_intents/:id/confirm", (req, res) => {
    const intent = store.readableIntent(req)
    confirmIntent(store, intent, req)
    res.json(intent)
  })
}
