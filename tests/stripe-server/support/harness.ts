import Stripe from "stripe"
import { startStripeServer, type StripeServer } from "../../support/stripe-server/server"

/** One answer of the server as the SDK received it. */
export type Answer = { method: string; path: string; status: number; body: unknown; headers: Headers }

export type Harness = {
  server: StripeServer
  /** Stripe's Node SDK on the secret key, pinned to 2022-11-15, pointed at the server. */
  stripe: Stripe
  /** The same SDK on the publishable key (the browser's calls). */
  browser: Stripe
  /** Every answer the SDK clients received, in order. */
  answers: Answer[]
}

/** Starts a server (no webhook endpoints) and Stripe's SDK clients that record every answer. */
export async function startHarness(): Promise<Harness> {
  const server = await startStripeServer({ webhooks: [] })
  const url = new URL(server.url)
  const answers: Answer[] = []
  const recording: typeof fetch = async (input, init) => {
    const res = await fetch(input, init)
    const target = new URL(String(input instanceof Request ? input.url : input))
    answers.push({ method: init?.method ?? "GET", path: target.pathname, status: res.status, body: await res.clone().json(), headers: res.headers })
    return res
  }
  const client = (key: string) =>
    new Stripe(key, {
      apiVersion: "2022-11-15",
      host: url.hostname,
      port: Number(url.port),
      protocol: "http",
      httpClient: Stripe.createFetchHttpClient(recording),
      maxNetworkRetries: 0,
    })
  return { server, stripe: client("sk_test_server"), browser: client("pk_test_browser"), answers }
}

/** The Stripe error a call was refused with (the SDK throws it). */
export async function refusal(call: Promise<unknown>): Promise<Stripe.errors.StripeError> {
  try {
    await call
  } catch (err) {
    if (err instanceof Stripe.errors.StripeError) return err
    throw err
  }
  throw new Error("The call was expected to be refused, and succeeded")
}

/** A card payment waiting for capture: a manual-capture intent confirmed with Stripe's test Visa card. */
export async function authorised(stripe: Stripe, amount = 1200): Promise<Stripe.PaymentIntent> {
  const intent = await stripe.paymentIntents.create({ amount, currency: "eur", capture_method: "manual" })
  return stripe.paymentIntents.confirm(intent.id, { payment_method: "pm_card_visa" })
}
