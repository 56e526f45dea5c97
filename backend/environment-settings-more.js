/**
 * The rest of the settings table (environment-settings.js explains a row): files, throttling, operations, the
 * storefront's build and developer tools.
 */
const f = require("./environment-formats")

const HTTP = ["http:", "https:"]
const HTTPS = ["https:"]

const MORE_SETTINGS = [
  // --- Files (S3)
  { name: "S3_BUCKET", group: "Files (S3)", where: "backend", about: "public bucket (product and profile images); with it every file is in S3, without it on the local disk (one machine only)", example: "clinic-public", fallback: "files on the local disk" },
  { name: "S3_PRIVATE_BUCKET", group: "Files (S3)", where: "backend", about: "private bucket (uploads, lab results); must differ from `S3_BUCKET`", example: "clinic-private", fallback: "none" },
  { name: "S3_PUBLIC_URL", group: "Files (S3)", where: "backend", about: "where browsers read the public bucket's files; https in production (an https store shows no plain-http image)", example: "https://files.example.com", fallback: "none", format: f.url(HTTP, "https://files.example.com"), productionFormat: f.url(HTTPS, "https://files.example.com") },
  { name: "S3_ENDPOINT", group: "Files (S3)", where: "backend", about: "the S3 service of SeaweedFS and other non-AWS stores; unset for AWS", example: "http://s3:8333", fallback: "AWS", format: f.url(HTTP, "http://s3:8333") },
  { name: "S3_REGION", group: "Files (S3)", where: "backend", about: "the buckets' region", example: "eu-central-1", fallback: "us-east-1" },
  { name: "S3_ACCESS_KEY_ID", group: "Files (S3)", where: "backend", about: "key of a user that may read and write both buckets", example: "", fallback: "none" },
  { name: "S3_SECRET_ACCESS_KEY", group: "Files (S3)", where: "backend", secret: true, about: "that user's secret", example: "", fallback: "none" },
  { name: "S3_FORCE_PATH_STYLE", group: "Files (S3)", where: "backend", about: "`true`: `http://endpoint/bucket/key` addressing (SeaweedFS, most self-hosted stores)", example: "true", fallback: "false" },
  { name: "UPLOAD_DIR", group: "Files (S3)", where: "local", about: "public files on the local disk (without `S3_BUCKET`)", example: "uploads", fallback: "backend/uploads" },
  { name: "PRIVATE_UPLOAD_DIR", group: "Files (S3)", where: "local", about: "private files on the local disk (without `S3_BUCKET`)", example: "private-uploads", fallback: "backend/private-uploads" },

  // --- Throttling and proxies
  { name: "TRUST_PROXY", group: "Throttling and proxies", where: "backend", about: "how many proxies stand in front of the backend: `2` behind a TLS terminator (load balancer) and nginx, `1` when nginx terminates TLS itself; one too few counts the proxy's address for every client in the sign-in throttle", example: "2", fallback: "0" },
  { name: "RATE_LIMIT_SIGN_IN", group: "Throttling and proxies", where: "backend", about: "sign-in attempts per client address per window", example: "20/300", fallback: "20/300", format: f.perWindow },
  { name: "RATE_LIMIT_ACCOUNT", group: "Throttling and proxies", where: "backend", about: "sign-in attempts per account per window, from any number of addresses", example: "10/900", fallback: "10/900", format: f.perWindow },
  { name: "RATE_LIMIT_CONTACT", group: "Throttling and proxies", where: "backend", about: "contact-form messages per client address per window", example: "5/600", fallback: "5/600", format: f.perWindow },
  { name: "RATE_LIMIT_MAIL", group: "Throttling and proxies", where: "backend", about: "mail a customer can make the store send per window (invites, codes sent again)", example: "10/3600", fallback: "10/3600", format: f.perWindow },
  { name: "RATE_LIMIT_EXEMPT", group: "Throttling and proxies", where: "backend", about: "client addresses never throttled, comma-separated (health checkers)", example: "10.0.0.5", fallback: "none" },

  // --- Operations
  { name: "LOG_LEVEL", group: "Operations", where: "backend", about: "log level (JSON lines)", example: "info", fallback: "info", format: f.oneOf(["silly", "trace", "debug", "verbose", "http", "info", "warn", "error", "fatal", "silent"], { anyCase: true }) },
  { name: "METRICS_TOKEN", group: "Operations", where: "backend", secret: true, about: "bearer token that lets Prometheus read `/metrics` from another host", example: "", fallback: "`/metrics` from the instance's own host only" },
  { name: "METRICS_ALLOW", group: "Operations", where: "backend", about: "addresses that may read `/metrics` without the token, comma-separated, when the request came through no proxy (any forwarding header refuses it); set but empty: the token only", example: "127.0.0.1,::1", fallback: "127.0.0.1,::1" },
  { name: "READ_CACHE_TTL_MS", group: "Operations", where: "backend", about: "how long a customer's product list, orders and profile may be served from memory; `0` turns it off", example: "30000", fallback: "30000", format: f.wholeNumber(0, 3_600_000) },
  { name: "READ_CACHE_MAX_MB", group: "Operations", where: "backend", about: "memory cap of that read cache per process", example: "32", fallback: "32", format: f.wholeNumber(1, 4096) },
  { name: "MEDUSA_HEAP_MB", group: "Operations", where: "scripts", about: "old-generation heap limit of a backend process started by `npm run start:production` (the image's command fixes 384)", example: "384", fallback: "384", format: f.wholeNumber(64, 65536) },
  { name: "ADMIN_UI", group: "Operations", where: "backend", about: "`false`: no back office UI at `/app`", example: "true", fallback: "true", format: f.oneOf(["true", "false"]) },

  // --- Storefront build (baked into dist/ by npm run build)
  { name: "VITE_MEDUSA_BACKEND_URL", group: "Storefront build", where: "build", about: "the public origin the storefront calls", example: "https://shop.example.com", fallback: "http://localhost:9000" },
  { name: "VITE_MEDUSA_PUBLISHABLE_KEY", group: "Storefront build", where: "build", about: "Medusa's publishable API key (sales channel), sent as the x-publishable-api-key header on every store API call when set (medusa-js, the store API client, index.html's early requests, uploads); Medusa then checks it on products and carts, so it must be a key the back office created (Settings, Publishable API keys)", example: "", fallback: "none" },
  { name: "VITE_CLERK_PUBLISHABLE_KEY", group: "Storefront build", where: "build", about: "Clerk's publishable key; Clerk loads only when set", example: "", fallback: "the local sign-in forms" },
  { name: "VITE_CLERK_JWT_TEMPLATE", group: "Storefront build", where: "build", about: "the Clerk JWT template the store's token comes from", example: "store", fallback: "store" },
  { name: "VITE_STRIPE_PUBLISHABLE_KEY", group: "Storefront build", where: "build", about: "Stripe's publishable key (card payments)", example: "", fallback: "none" },
  { name: "VITE_STRIPE_JS_URL", group: "Storefront build", where: "build", about: "where Stripe.js loads from (a loopback test double in tests)", example: "https://js.stripe.com/v3/", fallback: "https://js.stripe.com/v3/" },
  { name: "VITE_CONSENT_SCRIPT_URL", group: "Storefront build", where: "build", about: "third-party consent manager", example: "", fallback: "none" },
  { name: "VITE_SESSION_RECORDING_URL", group: "Storefront build", where: "build", about: "session recording (EU regions, after consent)", example: "", fallback: "none" },

  // --- Developer tools
  { name: "VITE_INSPECT", group: "Developer tools", where: "local", about: "`true`: open the Stately inspector in development", example: "true", fallback: "off" },
  { name: "QUERY_COUNT_DIAGNOSTICS", group: "Developer tools", where: "local", about: "`true`: count SQL queries per request (never in production)", example: "true", fallback: "off" },
]

module.exports = { MORE_SETTINGS }
