import type { MedusaContainer } from "@medusajs/medusa"
import Stripe from "stripe"
import { STRIPE_API_VERSION, stripeConfigured, stripeHostConfig } from "../payments/stripe-settings"

type StripeProvider = { stripe_: Stripe }

/**
 * With STRIPE_API_BASE set (tests, local development against a Stripe-compatible server), the card providers of
 * medusa-payment-stripe send their calls there: the plugin builds its Stripe client without a host option, so each
 * provider's client is replaced once at start by one with the same key and API version and that host. Medusa runs
 * the project's loaders after every plugin's services are registered.
 */
export default async function stripeApiBaseLoader(container: MedusaContainer): Promise<void> {
  if (!stripeConfigured() || !process.env.STRIPE_API_BASE) return
  const names = Object.keys(container.registrations).filter((name) => name.startsWith("pp_stripe"))
  for (const name of names) {
    const provider = container.resolve<StripeProvider>(name)
    provider.stripe_ = new Stripe(process.env.STRIPE_API_KEY!, { apiVersion: STRIPE_API_VERSION, ...stripeHostConfig() })
  }
}
