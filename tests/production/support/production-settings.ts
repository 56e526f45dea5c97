import { randomBytes } from "node:crypto"

/** The card provider's test keys (the Stripe-compatible server takes any sk_test_ key) and its webhook's secret. */
export const STRIPE_KEYS = { secret: "sk_test_clinic_store_production_run", publishable: "pk_test_clinic_store_production_run", webhook: "whsec_clinic_store_production_run" }

/** The seller on every invoice, as an operator would fill INVOICE_SELLER_* and INVOICE_BANK_ACCOUNT in. */
export const SELLER = {
  INVOICE_SELLER_NAME: "Clinic Store Diagnostics GmbH",
  INVOICE_SELLER_ADDRESS: "Chausseestraße 86|10115 Berlin|Germany",
  INVOICE_SELLER_VAT: "DE298765432",
  INVOICE_SELLER_EMAIL: "billing@shop.clinic-store.test",
  INVOICE_BANK_ACCOUNT: "DE89 3704 0044 0532 0130 00",
}

/** A random secret as an operator makes one (openssl rand -hex 32). */
const secret = () => randomBytes(32).toString("hex")

type Parts = {
  publicUrl: string
  databaseUrl: string
  redisUrl: string
  certFile: string
  storage: Record<string, string>
  mail: Record<string, string>
  identity: Record<string, string>
}

/**
 * Every instance's settings, as docs/deploy.md has an operator set them: NODE_ENV=production; the public HTTPS origin
 * behind the TLS edge and nginx (two trusted hops: TRUST_PROXY=2); fresh secrets; Clerk (the run's own issuer); mail
 * to the SMTP relay; cards through Stripe (at api.stripe.com, answered on this machine by the Stripe-compatible
 * server) with the webhook's secret; the seller's details; S3. NODE_EXTRA_CA_CERTS makes the run's certificate one
 * the instances trust, as a private CA would be. Nothing of development's stand-ins (outboxes, /idp keys).
 */
export function productionSettings(parts: Parts): NodeJS.ProcessEnv {
  return {
    NODE_ENV: "production",
    LOG_LEVEL: "info",
    ADMIN_UI: "false",
    TRUST_PROXY: "2",
    // The suites sign many customers in from this one machine (loopback is not throttled; the rate limits
    // themselves are tested in the API suite and, for the proxies' addresses, in tests/production/topology.test.ts).
    RATE_LIMIT_EXEMPT: "127.0.0.1,::1,::ffff:127.0.0.1",
    DATABASE_URL: parts.databaseUrl,
    REDIS_URL: parts.redisUrl,
    MEDUSA_BACKEND_URL: parts.publicUrl,
    VITE_MEDUSA_BACKEND_URL: parts.publicUrl,
    STORE_CORS: parts.publicUrl,
    ADMIN_CORS: parts.publicUrl,
    STORE_URL: parts.publicUrl,
    JWT_SECRET: secret(),
    COOKIE_SECRET: secret(),
    METRICS_TOKEN: secret(),
    STRIPE_API_KEY: STRIPE_KEYS.secret,
    STRIPE_WEBHOOK_SECRET: STRIPE_KEYS.webhook,
    VITE_STRIPE_PUBLISHABLE_KEY: STRIPE_KEYS.publishable,
    CARD_PAYMENT_REGIONS: "Europe",
    CARD_PAYMENT_CUSTOMERS: "individual",
    // Clerk's publishable key names its frontend API host (base64 of "<host>$").
    VITE_CLERK_PUBLISHABLE_KEY: `pk_live_${Buffer.from(`${new URL(parts.identity.CLERK_ISSUER).host}$`).toString("base64")}`,
    NODE_EXTRA_CA_CERTS: parts.certFile,
    ...SELLER,
    ...parts.storage,
    ...parts.mail,
    ...parts.identity,
  }
}
