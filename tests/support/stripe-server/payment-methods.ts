import { createHash, randomBytes } from "node:crypto"
import type express from "express"
import { callerOf, requireSecretKey } from "./callers"
import { TEST_PAYMENT_METHODS, testCard, type TestCard } from "./cards"
import { invalidRequest, missing, StripeError } from "./stripe-error"

/** The card of a card payment method as Stripe answers it. */
export type MethodCard = Record<string, unknown> & { brand: string; last4: string; exp_month: number; exp_year: number; wallet: { type: Wallet; dynamic_last4: null } | null }

/** The wallets whose payment sheet the Stripe.js test double offers (a card payment method paid through it). */
export const WALLETS = ["google_pay", "apple_pay"] as const
export type Wallet = (typeof WALLETS)[number]

/** A card or MobilePay payment method as Stripe answers it (API version 2022-11-15; MobilePay as Stripe answers it today). */
export type PaymentMethod = {
  id: string
  object: "payment_method"
  type: "card" | "mobilepay"
  billing_details: { address: Record<string, null>; email: null; name: null; phone: null }
  card?: MethodCard
  mobilepay?: Record<string, never>
  created: number
  customer: string | null
  livemode: false
  metadata: Record<string, string>
}

/**
 * A payment method with the test card behind it (its token in the mock, and whether 3-D Secure is asked; for
 * MobilePay the card the shopper has in the MobilePay app, Stripe's test Visa).
 */
export type KnownMethod = { method: PaymentMethod; card: TestCard }

const NO_ADDRESS = { city: null, country: null, line1: null, line2: null, postal_code: null, state: null }

/** Stripe's card errors for a number it cannot use and an expiry in the past. */
const incorrectNumber = () => new StripeError(402, { type: "card_error", code: "incorrect_number", message: "Your card number is incorrect.", param: "number", doc_url: "https://stripe.com/docs/error-codes/incorrect-number" })
const invalidExpiry = () => new StripeError(402, { type: "card_error", code: "invalid_expiry_year", message: "Your card's expiration year is invalid.", param: "exp_year", doc_url: "https://stripe.com/docs/error-codes/invalid-expiry-year" })

/** The payment methods made on this server, and Stripe's `pm_card_…` test methods, made on first use. */
export class PaymentMethods {
  private readonly known = new Map<string, KnownMethod>()

  create(card: Record<string, string>, wallet: Wallet | null = null): KnownMethod {
    const test = testCard(card.number ?? "")
    if (!test) throw incorrectNumber()
    const expMonth = Number(card.exp_month)
    const expYear = Number(card.exp_year) < 100 ? 2000 + Number(card.exp_year) : Number(card.exp_year)
    const today = new Date()
    if (!(expMonth >= 1 && expMonth <= 12) || expYear < today.getFullYear() || (expYear === today.getFullYear() && expMonth < today.getMonth() + 1)) {
      throw invalidExpiry()
    }
    const method: PaymentMethod = {
      id: `pm_${randomBytes(12).toString("hex")}`,
      object: "payment_method",
      type: "card",
      billing_details: { address: { ...NO_ADDRESS }, email: null, name: null, phone: null },
      card: {
        brand: test.brand,
        checks: { address_line1_check: null, address_postal_code_check: null, cvc_check: card.cvc ? "pass" : null },
        country: "US",
        exp_month: expMonth,
        exp_year: expYear,
        fingerprint: createHash("sha256").update(card.number).digest("hex").slice(0, 16),
        funding: "credit",
        generated_from: null,
        last4: test.last4,
        networks: { available: [test.brand], preferred: null },
        three_d_secure_usage: { supported: true },
        wallet: wallet ? { type: wallet, [wallet]: {}, dynamic_last4: null } : null,
      },
      created: Math.floor(Date.now() / 1000),
      customer: null,
      livemode: false,
      metadata: {},
    }
    const entry = { method, card: test }
    this.known.set(method.id, entry)
    return entry
  }

  /** A MobilePay payment method: the shopper approves the payment in the MobilePay app (a redirect). */
  createMobilePay(): KnownMethod {
    const method: PaymentMethod = {
      id: `pm_${randomBytes(12).toString("hex")}`,
      object: "payment_method",
      type: "mobilepay",
      billing_details: { address: { ...NO_ADDRESS }, email: null, name: null, phone: null },
      mobilepay: {},
      created: Math.floor(Date.now() / 1000),
      customer: null,
      livemode: false,
      metadata: {},
    }
    const entry = { method, card: { ...testCard("4242424242424242")!, threeDSecure: false } }
    this.known.set(method.id, entry)
    return entry
  }

  /** A payment method by id: one made here, or a `pm_card_…` test method (made now); 404 otherwise. */
  resolve(id: string, param = "payment_method"): KnownMethod {
    const known = this.known.get(id)
    if (known) return known
    const number = TEST_PAYMENT_METHODS[id]
    if (!number) throw missing("PaymentMethod", id, param)
    // As with Stripe, each use of a test method makes a new payment method.
    return this.create({ number, exp_month: "12", exp_year: String(new Date().getFullYear() + 2), cvc: "123" })
  }

  /** The payment method's details as a charge records them (MobilePay: the card behind it, as Stripe records it). */
  static chargeDetails(method: PaymentMethod, card: TestCard) {
    if (method.type === "mobilepay") return { mobilepay: { card: { brand: card.brand, country: "DK", exp_month: 12, exp_year: new Date().getFullYear() + 2, last4: card.last4 } }, type: "mobilepay" }
    const { brand, checks, country, exp_month, exp_year, fingerprint, funding, last4, wallet } = method.card!
    return { card: { brand, checks, country, exp_month, exp_year, fingerprint, funding, installments: null, last4, mandate: null, network: brand, three_d_secure: null, wallet }, type: "card" }
  }

  routes(router: express.Router): void {
    router.post("/v1/payment_methods", (req, res) => {
      callerOf(req)
      if (req.body?.type === "mobilepay") return void res.json(this.createMobilePay().method)
      if (req.body?.type !== "card" || !req.body.card) throw invalidRequest("Only card and mobilepay payment methods are accepted here.", "type")
      res.json(this.create(req.body.card).method)
    })
    // Stripe's GET /v1/payment_methods/:id: the card provider reads the card (brand, last four) an intent was paid with.
    router.get("/v1/payment_methods/:id", (req, res) => {
      requireSecretKey(req)
      const known = this.known.get(req.params.id)
      if (!known) throw missing("PaymentMethod", req.params.id, "payment_method")
      res.json(known.method)
    })
    // Not Stripe's API: what a wallet's payment sheet and Stripe.js make of the card the shopper picks in Google Pay
    // or Apple Pay (Stripe tokenizes the wallet's payload): a card payment method with `card.wallet` set.
    router.post("/v1/wallets/:wallet/payment_methods", (req, res) => {
      callerOf(req)
      const wallet = WALLETS.find((name) => name === req.params.wallet)
      if (!wallet) throw invalidRequest(`Unknown wallet: ${req.params.wallet}. This test server offers ${WALLETS.join(", ")}.`, "wallet")
      const year = String(new Date().getFullYear() + 2)
      const card = { number: "4242424242424242", exp_month: "12", exp_year: year, cvc: "", ...(req.body?.card ?? {}) }
      res.json(this.create(card, wallet).method)
    })
  }
}
