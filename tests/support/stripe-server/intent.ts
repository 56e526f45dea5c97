import { randomBytes } from "node:crypto"

export type IntentStatus = "requires_payment_method" | "requires_confirmation" | "requires_action" | "processing" | "requires_capture" | "succeeded" | "canceled"

/** A payment intent as Stripe answers it (API version 2022-11-15), every field Stripe sends. */
export type Intent = {
  id: string
  object: "payment_intent"
  amount: number
  amount_capturable: number
  amount_details: { tip: Record<string, never> }
  amount_received: number
  application: null
  application_fee_amount: null
  automatic_payment_methods: { enabled: boolean } | null
  canceled_at: number | null
  cancellation_reason: string | null
  capture_method: "automatic" | "manual"
  client_secret: string
  confirmation_method: "automatic" | "manual"
  created: number
  currency: string
  customer: string | null
  description: string | null
  invoice: null
  last_payment_error: Record<string, unknown> | null
  latest_charge: string | null
  livemode: false
  metadata: Record<string, string>
  next_action: Record<string, unknown> | null
  on_behalf_of: null
  payment_method: string | null
  payment_method_options: { card: { installments: null; mandate_options: null; network: null; request_three_d_secure: "automatic" } }
  payment_method_types: string[]
  processing: null
  receipt_email: string | null
  review: null
  setup_future_usage: null
  shipping: null
  statement_descriptor: string | null
  statement_descriptor_suffix: string | null
  status: IntentStatus
  transfer_data: null
  transfer_group: string | null
}

/** What a create call chose; the rest takes Stripe's defaults. */
export type IntentChoices = Pick<Intent, "amount" | "currency" | "capture_method" | "confirmation_method" | "customer" | "description" | "metadata" | "receipt_email" | "statement_descriptor" | "statement_descriptor_suffix" | "transfer_group" | "payment_method_types" | "automatic_payment_methods">

export function newIntent(choices: IntentChoices): Intent {
  const id = `pi_${randomBytes(12).toString("hex")}`
  return {
    id,
    object: "payment_intent",
    amount: choices.amount,
    amount_capturable: 0,
    amount_details: { tip: {} },
    amount_received: 0,
    application: null,
    application_fee_amount: null,
    automatic_payment_methods: choices.automatic_payment_methods,
    canceled_at: null,
    cancellation_reason: null,
    capture_method: choices.capture_method,
    client_secret: `${id}_secret_${randomBytes(12).toString("hex")}`,
    confirmation_method: choices.confirmation_method,
    created: Math.floor(Date.now() / 1000),
    currency: choices.currency,
    customer: choices.customer,
    description: choices.description,
    invoice: null,
    last_payment_error: null,
    latest_charge: null,
    livemode: false,
    metadata: choices.metadata,
    next_action: null,
    on_behalf_of: null,
    payment_method: null,
    payment_method_options: { card: { installments: null, mandate_options: null, network: null, request_three_d_secure: "automatic" } },
    payment_method_types: choices.payment_method_types,
    processing: null,
    receipt_email: choices.receipt_email,
    review: null,
    setup_future_usage: null,
    shipping: null,
    statement_descriptor: choices.statement_descriptor,
    statement_descriptor_suffix: choices.statement_descriptor_suffix,
    status: "requires_payment_method",
    transfer_data: null,
    transfer_group: choices.transfer_group,
  }
}
