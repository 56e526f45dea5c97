/**
 * The store's environment, checked once at the start of every backend process (server, worker, migrate, seed, the
 * staff-user command): one zod schema built from the settings table (environment-settings.js). In production a
 * process refuses to start, naming every setting that is missing, malformed or refused there; in development only
 * malformed values are refused (what is unset falls back to the local stand-ins).
 *
 * Plain CommonJS: medusa-config.js (loaded by Medusa) requires it, the ESM scripts import it.
 */
const path = require("node:path")
const { z } = require("zod")
const { SETTINGS } = require("./environment-settings")
const { databasePoolSize } = require("./database-pool")
const { databaseSsl } = require("./database-tls")
const { trustedProxyHops } = require("./trust-proxy")
const { s3Settings } = require("./object-storage")

/** A refusal of the environment: its message names every setting at fault, one per line. */
class EnvironmentError extends Error {}

/** Unset, empty or blank values are all "not set". */
const present = (value) => (typeof value === "string" && value.trim() !== "" ? value.trim() : undefined)

/** The zod schema of one setting's value in this run mode. */
function settingSchema(setting, production) {
  const format = (production && setting.productionFormat) || setting.format || z.string()
  if (production && setting.production === "required") {
    return z.preprocess(present, z.string({ required_error: `is not set: ${setting.about}` }).pipe(format))
  }
  if (production && setting.production === "refused") {
    return z.preprocess(present, z.undefined({ invalid_type_error: `is refused in production: ${setting.about}` }))
  }
  return z.preprocess(present, format.optional())
}

/** Runs a check of an existing settings module; its error's message becomes the issue. */
function issueOf(check) {
  try {
    check()
    return undefined
  } catch (err) {
    return err.message
  }
}

/** Rules that tie settings together, each reported on the setting to fix. */
function crossChecks(env, production, ctx) {
  const add = (name, message) => message && ctx.addIssue({ code: z.ZodIssueCode.custom, path: [name], message })
  /** An existing settings module's check, whose message names the settings itself. */
  const addWhole = (name, message) => message && ctx.addIssue({ code: z.ZodIssueCode.custom, path: [name], message, params: { whole: true } })
  if (present(env.CLERK_ISSUER) && !present(env.CLERK_JWKS_URL) && !present(env.CLERK_JWT_KEY)) {
    add("CLERK_JWKS_URL", "is not set, nor is CLERK_JWT_KEY: with CLERK_ISSUER set but neither CLERK_JWKS_URL nor CLERK_JWT_KEY, the backend cannot verify Clerk's tokens")
  }
  if (production && present(env.STRIPE_API_KEY) && !present(env.STRIPE_WEBHOOK_SECRET)) {
    add("STRIPE_WEBHOOK_SECRET", "is not set: with STRIPE_API_KEY set the store must verify Stripe's webhooks (/hooks/stripe)")
  }
  const mode = present(env.MEDUSA_WORKER_MODE)
  if ((mode === "server" || mode === "worker") && !present(env.REDIS_URL)) {
    add("REDIS_URL", `is not set: MEDUSA_WORKER_MODE=${mode} needs REDIS_URL, without Redis events never leave the instance that emits them`)
  }
  addWhole("DATABASE_POOL_SIZE", issueOf(() => databasePoolSize(env)))
  addWhole("DATABASE_SSL", issueOf(() => databaseSsl(env)))
  addWhole("TRUST_PROXY", issueOf(() => trustedProxyHops(env)))
  addWhole("S3_BUCKET", issueOf(() => s3Settings(env)))
  add("DATABASE_PASSWORD", issueOf(() => withPassword(env.DATABASE_URL, env.DATABASE_PASSWORD, "DATABASE")))
  add("REDIS_PASSWORD", issueOf(() => withPassword(env.REDIS_URL, env.REDIS_PASSWORD, "REDIS")))
}

/**
 * The schema of the whole environment in this run mode: each setting's value, then the rules between settings (zod
 * skips an object's refinements once a field failed, so they are a schema of their own, and every problem is named
 * at once). Other variables pass through untouched.
 */
function environmentSchema(production) {
  const shape = Object.fromEntries(SETTINGS.map((setting) => [setting.name, settingSchema(setting, production)]))
  const rules = z
    .object({})
    .passthrough()
    .superRefine((env, ctx) => crossChecks(env, production, ctx))
  return { fields: z.object(shape).passthrough(), rules }
}

/**
 * `url` with `password` in it, percent-encoded, so a password holding `/`, `@`, `#` or `%` cannot break the URL.
 * A URL that already carries exactly that password (a child process of one that built it) is kept.
 */
function withPassword(url, password, prefix) {
  if (!present(url) || password === undefined || password === "") return url
  let parsed
  try {
    parsed = new URL(url.trim())
  } catch {
    return url // the URL's own format check names it
  }
  const encoded = encodeURIComponent(password)
  if (parsed.password && parsed.password !== encoded) {
    throw new Error(`is set and ${prefix}_URL carries a password too: give the password once, in ${prefix}_PASSWORD`)
  }
  parsed.password = encoded
  return parsed.toString()
}

/** Every problem of `env` as "NAME: what is wrong", in the settings table's order. */
function environmentProblems(env) {
  const production = env.NODE_ENV === "production"
  const schema = environmentSchema(production)
  const issues = [schema.fields, schema.rules].flatMap((part) => part.safeParse(env).error?.issues ?? [])
  const order = new Map(SETTINGS.map((setting, index) => [setting.name, index]))
  return issues
    .map((issue) => ({ name: String(issue.path[0]), message: issue.params?.whole ? issue.message : `${String(issue.path[0])} ${issue.message}` }))
    .sort((a, b) => (order.get(a.name) ?? 0) - (order.get(b.name) ?? 0))
    .map(({ message }) => message)
}

let checked = false

/**
 * Reads the environment once per process: the repository's .env (the environment wins), blank settings removed, the
 * schema's check (throws an EnvironmentError naming every problem), then DATABASE_URL and REDIS_URL with their
 * passwords encoded in, so Medusa, the scripts and their child processes all connect with the same URLs.
 */
function readEnvironment(env = process.env) {
  if (checked && env === process.env) return env
  require("dotenv").config({ path: path.join(__dirname, "..", ".env"), quiet: true, processEnv: env })
  // A blank setting is an unset one everywhere (compose passes `NAME: ${NAME:-}` for every optional setting).
  for (const { name } of SETTINGS) if (env[name] !== undefined && !present(env[name])) delete env[name]
  const problems = environmentProblems(env)
  if (problems.length) {
    const mode = env.NODE_ENV === "production" ? "NODE_ENV=production" : `NODE_ENV=${env.NODE_ENV || "development"}`
    throw new EnvironmentError(
      `The backend refuses to start with ${mode}: ${problems.length} setting${problems.length > 1 ? "s" : ""} to fix (docs/deploy.md lists them all):\n` +
        problems.map((problem) => `  - ${problem}`).join("\n")
    )
  }
  if (present(env.DATABASE_URL)) env.DATABASE_URL = withPassword(env.DATABASE_URL, env.DATABASE_PASSWORD, "DATABASE")
  if (present(env.REDIS_URL)) env.REDIS_URL = withPassword(env.REDIS_URL, env.REDIS_PASSWORD, "REDIS")
  if (env === process.env) checked = true
  return env
}

module.exports = { readEnvironment, environmentProblems, EnvironmentError, SETTINGS }
