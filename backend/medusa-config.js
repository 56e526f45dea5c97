/**
 * Medusa 1.20 configuration, read from the environment.
 * The start scripts (../scripts) fill DATABASE_URL (embedded PostgreSQL) and the
 * local secrets before Medusa loads this file; docs/deploy.md lists every variable.
 */
// The repository's .env (the environment wins), checked against the environment schema: in production every
// required setting (secrets, public URLs, mail, the invoice seller, Clerk, Stripe's webhook secret) or Medusa
// does not start, with one line per setting to fix (backend/environment.js).
require("./environment").readEnvironment()

const { databasePoolOptions } = require("./database-pool")
const { databaseSsl } = require("./database-tls")
const { ADMIN_BUILD_FLAG, BACK_OFFICE } = require("./back-office")

const LOCAL_STORE_ORIGINS = "http://localhost:8000,http://127.0.0.1:8000,http://localhost:5173"
const LOCAL_ADMIN_ORIGINS = "http://localhost:9000,http://localhost:7001"

/** A secret from the environment (production has checked it is strong), or a fixed one for development. */
function secret(name) {
  return process.env[name] || `dev-only-${name.toLowerCase()}`
}

require("./trust-proxy").applyTrustProxy()

const redisUrl = process.env.REDIS_URL || undefined

/**
 * The instance's role (Medusa's worker_mode) from MEDUSA_WORKER_MODE: `server` answers HTTP and runs no subscribers
 * or scheduled jobs, `worker` runs subscribers and jobs and registers no API routes, `shared` (default) does both.
 * Apart roles need Redis (the schema checks it): the events a server emits reach the worker through Redis.
 */
const workerMode = () => process.env.MEDUSA_WORKER_MODE || "shared"

const objectStorage = require("./object-storage")
const { STOCK_MODULES, FEATURE_FLAGS } = require("./medusa-features")

/**
 * Medusa's file service (product images, profile images: public files). On the local disk by default; in the public
 * S3 bucket when S3_BUCKET is set (backend/object-storage.js), so every instance serves every image. Private files
 * (customer uploads, lab results) never go through it: src/lib/private-files.ts keeps them in private storage.
 */
function fileServicePlugin() {
  const s3 = objectStorage.s3Settings()
  if (!s3) {
    return {
      resolve: "@medusajs/file-local",
      options: {
        upload_dir: process.env.UPLOAD_DIR || "uploads",
        backend_url: process.env.MEDUSA_BACKEND_URL || `http://localhost:${process.env.PORT || 9000}`,
      },
    }
  }
  return {
    resolve: "medusa-file-s3",
    options: {
      s3_url: s3.publicUrl,
      bucket: s3.bucket,
      region: s3.region,
      access_key_id: s3.credentials.accessKeyId,
      secret_access_key: s3.credentials.secretAccessKey,
      // Endpoint, path style and checksum behaviour exactly as for private files (object-storage.js).
      aws_config_object: objectStorage.s3ClientConfig(s3),
    },
  }
}

const plugins = ["medusa-fulfillment-manual", "medusa-payment-manual", fileServicePlugin()]

// The back office's build options, for @medusajs/admin's build command only (backend/back-office.js): a server
// serves the built files itself and never loads the admin plugin or its toolchain.
if (process.env[ADMIN_BUILD_FLAG] === "true") {
  plugins.push({ resolve: "@medusajs/admin", options: { ...BACK_OFFICE, serve: false, autoRebuild: false } })
}

/**
 * Card payments: medusa-payment-stripe (provider id "stripe") when STRIPE_API_KEY is set; in production the schema
 * requires its webhook secret (STRIPE_WEBHOOK_SECRET) and refuses STRIPE_API_BASE, which points the Stripe client at
 * a Stripe-compatible server (tests, local development: src/loaders/stripe-api-base.ts). Which regions and customers
 * pay by card: docs/payments.md.
 */
if (process.env.STRIPE_API_KEY) {
  plugins.push({
    resolve: "medusa-payment-stripe",
    options: {
      api_key: process.env.STRIPE_API_KEY,
      webhook_secret: process.env.STRIPE_WEBHOOK_SECRET,
      // The Payment Element offers what the intent allows: with automatic payment methods Stripe allows the methods
      // enabled in the Dashboard that the currency takes (cards, wallets, MobilePay in DKK), not cards only.
      automatic_payment_methods: true,
    },
  })
}

const infrastructureModules = redisUrl
  ? {
      eventBus: { resolve: "@medusajs/event-bus-redis", options: { redisUrl } },
      cacheService: { resolve: "@medusajs/cache-redis", options: { redisUrl, ttl: 30 } },
    }
  : {
      eventBus: { resolve: "@medusajs/event-bus-local" },
      cacheService: { resolve: "@medusajs/cache-inmemory", options: { ttl: 30 } },
    }
const modules = { ...infrastructureModules, ...STOCK_MODULES }

/** @type {import('@medusajs/medusa').ConfigModule} */
module.exports = {
  projectConfig: {
    database_url: process.env.DATABASE_URL,
    database_type: "postgres",
    database_logging: process.env.DATABASE_LOGGING === "true" ? ["query"] : ["error"],
    // The pool's size and session timeouts (database-pool.js); TLS verifies the server's certificate unless
    // DATABASE_SSL=insecure-no-verify says otherwise (database-tls.js).
    database_extra: { ...databasePoolOptions(), ...(databaseSsl() ? { ssl: databaseSsl() } : {}) },
    redis_url: redisUrl,
    worker_mode: workerMode(),
    store_cors: process.env.STORE_CORS || LOCAL_STORE_ORIGINS,
    admin_cors: process.env.ADMIN_CORS || LOCAL_ADMIN_ORIGINS,
    jwt_secret: secret("JWT_SECRET"),
    cookie_secret: secret("COOKIE_SECRET"),
    // gzip answers over 1 KB when the client accepts it (product lists shrink about 6x); measured in docs/performance.md
    http_compression: { enabled: true },
    // Medusa's default `resave: true` saves every request's copy of the session when it ends, so a request
    // still running when the customer signs out wrote the signed-in session back. Save only changed sessions.
    session_options: { resave: false },
  },
  plugins,
  modules,
  featureFlags: FEATURE_FLAGS,
}
