import { startStripeServer } from "./server"

/**
 * The Stripe-compatible test server for local development (docs/payments.md):
 * `STRIPE_TEST_PORT=12111 STRIPE_WEBHOOK_URL=http://localhost:9000/hooks/stripe STRIPE_WEBHOOK_SECRET=whsec_local npx tsx tests/support/stripe-server/cli.ts`
 */
const port = Number(process.env.STRIPE_TEST_PORT ?? 12111)
const url = process.env.STRIPE_WEBHOOK_URL ?? "http://localhost:9000/hooks/stripe"
const secret = process.env.STRIPE_WEBHOOK_SECRET ?? "whsec_local_development"
const server = await startStripeServer({ port, webhooks: [{ url, secret }] })
console.log(`Stripe-compatible test server on ${server.url} (Stripe.js test double: ${server.url}/v3/stripe.js); webhooks to ${url}`)
process.on("SIGINT", () => void server.stop().then(() => process.exit(0)))
