/**
 * Every setting of the store, one row each: the environment schema (environment.js) is built from these rows, and so
 * are docs/deploy.md's settings table and .env.example (environment-docs.js, `npm run docs:env`).
 *
 * A row: `name`; `group` (a heading of .env.example); `about` (what it does, for the docs and for the refusal naming
 * it); `example`; `fallback` (what happens when it is unset); `production`: "required" (production refuses to start
 * without it) or "refused" (production refuses to start with it); `format` (zod schema of the value) and
 * `productionFormat` (a stricter one in production); `secret` (left empty in .env.example); `where`: "backend" (read
 * by the backend's processes, passed by compose), "scripts" (read by `npm run start:production` on plain servers),
 * "local" (npm start / the developer's machine only) or "build" (baked into the storefront by `npm run build`,
 * compose's build arguments).
 */
const f = require("./environment-formats")

const HTTP = ["http:", "https:"]
const HTTPS = ["https:"]

const SETTINGS = [
  // --- Run mode and ports
  { name: "NODE_ENV", group: "Run mode and ports", where: "backend", about: "`production`: every required setting below is checked at start, secure cookies, no development routes", example: "production", fallback: "development", format: f.oneOf(["development", "production", "test"]) },
  { name: "HOST", group: "Run mode and ports", where: "backend", about: "interface the backend listens on", example: "0.0.0.0", fallback: "`127.0.0.1`; `0.0.0.0` in production" },
  { name: "PORT", group: "Run mode and ports", where: "backend", about: "the backend instance's port (`0`: any free port, as tests start it)", example: "9000", fallback: "9000", format: f.wholeNumber(0, 65535) },
  { name: "MEDUSA_WORKER_MODE", group: "Run mode and ports", where: "backend", about: "the instance's role: `server` (HTTP only), `worker` (subscribers and jobs only) or `shared` (both); roles apart need `REDIS_URL`", example: "server", fallback: "shared", format: f.oneOf(["shared", "server", "worker"]) },
  { name: "STORE_PORT", group: "Run mode and ports", where: "local", about: "storefront port of `npm start`", example: "8000", fallback: "8000", format: f.wholeNumber(1, 65535) },
  { name: "PG_PORT", group: "Run mode and ports", where: "local", about: "embedded PostgreSQL's port (only without `DATABASE_URL`)", example: "54329", fallback: "54329", format: f.wholeNumber(1, 65535) },
  { name: "CLINIC_STORE_PG_HOME", group: "Run mode and ports", where: "local", about: "as root in a folder the `postgres` user cannot enter: where the embedded PostgreSQL's binaries and data go", example: "/var/tmp/clinic-store-postgres", fallback: "/var/tmp/clinic-store-postgres" },

  // --- Database
  { name: "DATABASE_URL", group: "Database", where: "backend", production: "required", about: "the PostgreSQL database; give the password apart in `DATABASE_PASSWORD` when it holds characters such as `/`, `@` or `#`", example: "postgres://clinic@db.example.com:5432/clinic_store", fallback: "the embedded PostgreSQL (`npm start`)", format: f.url(["postgres:", "postgresql:"], "postgres://clinic@db.example.com:5432/clinic_store") },
  { name: "DATABASE_PASSWORD", group: "Database", where: "backend", secret: true, about: "the database password, any characters: put into `DATABASE_URL` encoded", example: "", fallback: "the password in `DATABASE_URL`, if any" },
  { name: "DATABASE_SSL", group: "Database", where: "backend", about: "TLS to PostgreSQL: `verify` (or `true`) checks the certificate, `insecure-no-verify` does not (only by that name)", example: "verify", fallback: "no TLS" },
  { name: "DATABASE_SSL_CA", group: "Database", where: "backend", about: "PEM file of the CA that signed PostgreSQL's certificate", example: "/etc/ssl/certs/db-ca.pem", fallback: "the system's trusted certificates" },
  { name: "DATABASE_POOL_SIZE", group: "Database", where: "backend", about: "PostgreSQL connections per backend process (the database must allow instances × this many)", example: "10", fallback: "10" },
  { name: "DATABASE_STATEMENT_TIMEOUT_MS", group: "Database", where: "backend", about: "longest a statement of the backend may run before PostgreSQL cancels it (`statement_timeout`; migrations run without it); 0 turns it off", example: "30000", fallback: "30000", format: f.wholeNumber(0, 86_400_000) },
  { name: "DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS", group: "Database", where: "backend", about: "longest a transaction may sit idle before PostgreSQL ends its session (`idle_in_transaction_session_timeout`); 0 turns it off", example: "60000", fallback: "60000", format: f.wholeNumber(0, 86_400_000) },
  { name: "DATABASE_LOGGING", group: "Database", where: "backend", about: "`true`: log every SQL query", example: "false", fallback: "errors only", format: f.oneOf(["true", "false"]) },

  // --- Redis
  { name: "REDIS_URL", group: "Redis", where: "backend", about: "Redis for sessions, the event bus, the cache and throttling, shared by every instance; give the password apart in `REDIS_PASSWORD`", example: "redis://redis.example.com:6379", fallback: "in memory (one instance only)", format: f.url(["redis:", "rediss:"], "redis://redis.example.com:6379") },
  { name: "REDIS_PASSWORD", group: "Redis", where: "backend", secret: true, about: "Redis's password (`requirepass`), any characters: put into `REDIS_URL` encoded", example: "", fallback: "the password in `REDIS_URL`, if any" },

  // --- Secrets
  { name: "JWT_SECRET", group: "Secrets", where: "backend", production: "required", secret: true, about: "signs Medusa's tokens: 32+ random characters, the same on every instance", example: "", fallback: "generated once into `backend/.data/secrets.json`", productionFormat: f.secret },
  { name: "COOKIE_SECRET", group: "Secrets", where: "backend", production: "required", secret: true, about: "signs session cookies: 32+ random characters, the same on every instance", example: "", fallback: "generated once into `backend/.data/secrets.json`", productionFormat: f.secret },

  // --- Public URLs
  { name: "STORE_URL", group: "Public URLs", where: "backend", production: "required", about: "the storefront's public URL: links in mails point there", example: "https://shop.example.com", fallback: "http://localhost:8000", format: f.url(HTTP, "https://shop.example.com"), productionFormat: f.url(HTTPS, "https://shop.example.com") },
  { name: "MEDUSA_BACKEND_URL", group: "Public URLs", where: "backend", production: "required", about: "the backend's public URL (nginx serves the API under the storefront's origin)", example: "https://shop.example.com", fallback: "http://localhost:9000", format: f.url(HTTP, "https://shop.example.com"), productionFormat: f.url(HTTPS, "https://shop.example.com") },
  { name: "STORE_CORS", group: "Public URLs", where: "backend", production: "required", about: "origins allowed to call the store API, comma-separated", example: "https://shop.example.com", fallback: "the local storefront's origins", format: f.origins(HTTP, "https://shop.example.com"), productionFormat: f.origins(HTTPS, "https://shop.example.com") },
  { name: "ADMIN_CORS", group: "Public URLs", where: "backend", production: "required", about: "origins allowed to call the admin API (the back office)", example: "https://shop.example.com", fallback: "the local back office's origins", format: f.origins(HTTP, "https://shop.example.com"), productionFormat: f.origins(HTTPS, "https://shop.example.com") },

  // --- Mail
  { name: "SMTP_URL", group: "Mail", where: "backend", production: "required", secret: true, about: "the SMTP server every invite, order and lab mail goes through", example: "smtps://user:password@smtp.example.com:465", fallback: "the local outbox (`/dev/mail`)", format: f.url(["smtp:", "smtps:"], "smtps://user:password@smtp.example.com:465") },
  { name: "MAIL_FROM", group: "Mail", where: "backend", production: "required", about: "the sender of the store's mail", example: "Clinic Store <no-reply@example.com>", fallback: "Clinic Store <no-reply@localhost>", format: f.mailbox },
  { name: "STAFF_NOTIFICATION_EMAIL", group: "Mail", where: "backend", about: "where the store tells its staff of each new application (a clinic or an individual) awaiting approval", example: "Clinic Store staff <staff@example.com>", fallback: "every back-office user's email", format: f.mailbox },
  { name: "MAIL_OUTBOX_FILE", group: "Mail", where: "local", about: "where mail goes without `SMTP_URL` (development, tests)", example: "backend/.data/mail-outbox.log", fallback: "backend/.data/mail-outbox.log" },

  // --- Invoices
  { name: "INVOICE_SELLER_NAME", group: "Invoices", where: "backend", production: "required", about: "the seller's legal name on every invoice", example: "Clinic Store ApS", fallback: "Clinic Store" },
  { name: "INVOICE_SELLER_ADDRESS", group: "Invoices", where: "backend", production: "required", about: "the seller's address on every invoice, lines separated by `|`", example: "Nørregade 1|1165 København K|Denmark", fallback: "a demo address (development only)", productionFormat: f.addressLines },
  { name: "INVOICE_SELLER_VAT", group: "Invoices", where: "backend", production: "required", about: "the seller's VAT number on every invoice", example: "DK12345678", fallback: "the demo number DK12345678 (development only)", format: f.vatNumber },
  { name: "INVOICE_SELLER_EMAIL", group: "Invoices", where: "backend", about: "the address for questions about an invoice", example: "invoices@example.com", fallback: "none", format: f.mailbox },
  { name: "INVOICE_BANK_ACCOUNT", group: "Invoices", where: "backend", production: "required", about: "the account invoices are paid to (IBAN and BIC)", example: "IBAN DK50 0040 0440 1162 43, BIC NDEADKKK", fallback: "a demo account (development only)", format: f.bankAccount },
  { name: "INVOICE_PAYMENT_DAYS", group: "Invoices", where: "backend", about: "days to pay an invoice", example: "30", fallback: "30", format: f.wholeNumber(1, 365) },

  // --- Identity
  { name: "CLERK_ISSUER", group: "Identity", where: "backend", production: "required", about: "Clerk's issuer (Frontend API URL); the local identity provider `/idp` is refused in production", example: "https://clerk.example.com", fallback: "the local identity provider `/idp`", format: f.url(HTTP, "https://clerk.example.com") },
  { name: "CLERK_JWKS_URL", group: "Identity", where: "backend", about: "Clerk's key set; this or `CLERK_JWT_KEY` is required with `CLERK_ISSUER`", example: "https://clerk.example.com/.well-known/jwks.json", fallback: "none", format: f.url(HTTP, "https://clerk.example.com/.well-known/jwks.json") },
  { name: "CLERK_JWT_KEY", group: "Identity", where: "backend", about: "Clerk's PEM public key, instead of `CLERK_JWKS_URL`", example: "", fallback: "none" },
  { name: "IDP_KEY_FILE", group: "Identity", where: "local", about: "the local identity provider's key pair", example: "backend/.data/idp-keys.json", fallback: "backend/.data/idp-keys.json" },
  { name: "SMS_OUTBOX_FILE", group: "Identity", where: "local", about: "where the local identity provider \"sends\" SMS codes", example: "backend/.data/sms-outbox.log", fallback: "backend/.data/sms-outbox.log" },

  // --- Payments
  { name: "STRIPE_API_KEY", group: "Payments", where: "backend", secret: true, about: "registers the card provider (docs/payments.md); without it everyone pays by invoice", example: "", fallback: "no card payments" },
  { name: "STRIPE_WEBHOOK_SECRET", group: "Payments", where: "backend", secret: true, about: "signing secret of Stripe's webhook `/hooks/stripe`; required with `STRIPE_API_KEY` in production", example: "", fallback: "none" },
  { name: "STRIPE_API_BASE", group: "Payments", where: "local", production: "refused", about: "a Stripe-compatible server for tests and local development", example: "http://127.0.0.1:12111", fallback: "Stripe" },
  { name: "CARD_PAYMENT_REGIONS", group: "Payments", where: "backend", about: "regions the seed gives the card provider, by name or currency code", example: "Europe,dkk", fallback: "every region" },
  { name: "CARD_PAYMENT_CUSTOMERS", group: "Payments", where: "backend", about: "buyer kinds that pay by card where the region takes cards (`individual`, `clinic`)", example: "individual", fallback: "individual" },

  ...require("./environment-settings-more").MORE_SETTINGS,
]

module.exports = { SETTINGS }
