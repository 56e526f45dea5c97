/**
 * Medusa 1.20 configuration, read from the environment.
 * The start scripts (../scripts) fill DATABASE_URL (embedded PostgreSQL) and the
 * local secrets before Medusa loads this file; see README.md for every variable.
 */
// Settings from the repository's .env (listed in .env.example); the environment wins.
require("dotenv").config({ path: require("node:path").join(__dirname, "..", ".env"), quiet: true })

const { databasePoolSize } = require("./database-pool")
const { databaseSsl } = require("./database-tls")
const { ADMIN_BUILD_FLAG, BACK_OFFICE } = require("./back-office")

const isProduction = process.env.NODE_ENV === "production"
const LOCAL_STORE_ORIGINS = "http://localhost:8000,http://127.0.0.1:8000,http://localhost:5173"
const LOCAL_ADMIN_ORIGINS = "http://localhost:9000,http://localhost:7001"
const DEFAULT_SECRETS = new Set(["", "supersecret", "something", "secret"])

function requireSecret(name) {
  const value = process.env[name] ?? ""
  if (isProduction && (DEFAULT_SECRETS.has(value) || value.length < 32)) {
    throw new Error(`${name} must be set to a random value of at least 32 characters when NODE_ENV=production`)
  }
  return value || `dev-only-${name.toLowerCase()}`
}

/**
 * Identity: Clerk when CLERK_ISSUER is set (keys from CLERK_JWKS_URL or the PEM in CLERK_JWT_KEY), otherwise the
 * local identity provider under /idp, which is for development only and refused in production.
 */
function checkIdentityProvider() {
  if (process.env.CLERK_ISSUER) {
    if (!process.env.CLERK_JWKS_URL && !process.env.CLERK_JWT_KEY) {
      throw new Error("CLERK_ISSUER is set but neither CLERK_JWKS_URL nor CLERK_JWT_KEY is: the backend cannot verify Clerk's tokens")
    }
    return
  }
  if (isProduction) {
    throw new Error(
      "The local identity provider (/idp) is for development only and is refused when NODE_ENV=production: " +
        "set CLERK_ISSUER and CLERK_JWKS_URL or CLERK_JWT_KEY"
    )
  }
}
checkIdentityProvider()
require("./trust-proxy").applyTrustProxy()

const redisUrl = process.env.REDIS_URL || undefined

/**
 * The instance's role (Medusa's worker_mode) from MEDUSA_WORKER_MODE: `server` answers HTTP and runs no subscribers
 * or scheduled jobs, `worker` runs subscribers and jobs and registers no API routes, `shared` (default) does both.
 * Apart roles need Redis: the events a server emits reach the worker through the Redis event bus.
 */
function workerMode() {
  const mode = process.env.MEDUSA_WORKER_MODE || "shared"
  if (!["shared", "server", "worker"].includes(mode)) {
    throw new Error(`MEDUSA_WORKER_MODE must be shared, server or worker, not "${mode}"`)
  }
  if (mode !== "shared" && !redisUrl) {
    throw new Error(`MEDUSA_WORKER_MODE=${mode} needs REDIS_URL: without Redis, events never leave the instance that emits them`)
  }
  return mode
}

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
 * Card payments: medusa-payment-stripe (provider id "stripe") when STRIPE_API_KEY is set. Its webhook secret
 * (STRIPE_WEBHOOK_SECRET) is required with it in production. STRIPE_API_BASE points the Stripe client at a
 * Stripe-compatible server (tests, local development: src/loaders/stripe-api-base.ts) and is refused in production.
 * Which regions and customers pay by card: docs/payments.md.
 */
function checkStripe() {
  if (!process.env.STRIPE_API_KEY) return
  if (isProduction && process.env.STRIPE_API_BASE) {
    throw new Error("STRIPE_API_BASE points the card provider at a test server and is refused when NODE_ENV=production")
  }
  if (isProduction && !process.env.STRIPE_WEBHOOK_SECRET) {
    throw new Error("STRIPE_API_KEY is set but STRIPE_WEBHOOK_SECRET is not: the store could not verify Stripe's webhooks")
  }
}
checkStripe()

if (process.env.STRIPE_API_KEY) {
  plugins.push({
    resolve: "medusa-payment-stripe",
    options: {
      api_key: process.env.STRIPE_API_KEY,
      webhook_secret: process.env.STRIPE_WEBHOOK_SECRET,
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
    // TLS verifies the server's certificate unless DATABASE_SSL=insecure-no-verify says otherwise (database-tls.js).
    database_extra: { max: databasePoolSize(), ...(databaseSsl() ? { ssl: databaseSsl() } : {}) },
    redis_url: redisUrl,
    worker_mode: workerMode(),
    store_cors: process.env.STORE_CORS || LOCAL_STORE_ORIGINS,
    admin_cors: process.env.ADMIN_CORS || LOCAL_ADMIN_ORIGINS,
    jwt_secret: requireSecret("JWT_SECRET"),
    cookie_secret: requireSecret("COOKIE_SECRET"),
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
