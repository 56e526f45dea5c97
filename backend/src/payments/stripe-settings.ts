import type Stripe from "stripe"

/** The Stripe API version the card provider (medusa-payment-stripe 6) speaks. */
export const STRIPE_API_VERSION = "2022-11-15"

/** How old a signed webhook may be, in seconds: older deliveries are refused as replays (Stripe's own default). */
export const WEBHOOK_TOLERANCE_SECONDS = 300

/** Whether the card provider is configured (STRIPE_API_KEY set). */
export function stripeConfigured(): boolean {
  return Boolean(process.env.STRIPE_API_KEY)
}

/**
 * Where the Stripe client sends its calls: Stripe itself unless STRIPE_API_BASE names a Stripe-compatible server
 * (tests and local development only; medusa-config.js refuses it in production).
 */
export function stripeHostConfig(base = process.env.STRIPE_API_BASE): Pick<Stripe.StripeConfig, "host" | "port" | "protocol"> {
  if (!base) return {}
  const url = new URL(base)
  const protocol = url.protocol === "http:" ? "http" : "https"
  return { host: url.hostname, port: url.port || (protocol === "http" ? "80" : "443"), protocol }
}
