import { spawnSync } from "node:child_process"
import path from "node:path"
import { describe, expect, it } from "vitest"
import { PRODUCTION_SETTINGS } from "../support/production-settings"

const CONFIG = path.resolve("backend/medusa-config.js")
const STRONG = "a".repeat(16) + "b7c9d1e3f5a7b9c1d3e5f7a9b1c3d5e7"
/** Every other setting production requires (backend/environment.js), so that a test varies only its own. */
const PRODUCTION = { ...PRODUCTION_SETTINGS, DATABASE_URL: "postgres://clinic@db.internal:5432/clinic_store" }

/** Loads medusa-config.js in a fresh Node process with exactly `env` (plus PATH). */
function loadConfig(env: Record<string, string>) {
  const result = spawnSync(process.execPath, ["-e", `console.log(JSON.stringify(require(${JSON.stringify(CONFIG)}).projectConfig))`], {
    env: { PATH: process.env.PATH ?? "", ...env },
    encoding: "utf8",
  })
  return { ok: result.status === 0, config: result.status === 0 ? JSON.parse(result.stdout) : undefined, error: result.stderr }
}

describe("medusa-config.js", () => {
  it.each([
    ["missing", {}],
    ["default", { JWT_SECRET: "supersecret", COOKIE_SECRET: "supersecret" }],
    ["short", { JWT_SECRET: "tooshort", COOKIE_SECRET: STRONG }],
  ])("refuses %s secrets in production", (_label, secrets) => {
    const { ok, error } = loadConfig({ ...PRODUCTION, JWT_SECRET: "", COOKIE_SECRET: "", ...secrets })
    expect(ok).toBe(false)
    expect(error).toMatch(/(JWT|COOKIE)_SECRET (is not set|must be at least 32 random characters|is a well-known example value)/)
  })

  it("accepts strong secrets in production", () => {
    const { ok, config } = loadConfig({ ...PRODUCTION, JWT_SECRET: STRONG, COOKIE_SECRET: STRONG })
    expect(ok).toBe(true)
    expect(config.jwt_secret).toBe(STRONG)
  })

  it("reads the database, Redis and CORS settings from the environment", () => {
    const { config } = loadConfig({
      DATABASE_URL: "postgres://u:p@db.internal:5432/store",
      REDIS_URL: "redis://cache.internal:6379",
      STORE_CORS: "https://shop.example.test",
    })
    expect(config).toMatchObject({
      database_url: "postgres://u:p@db.internal:5432/store",
      redis_url: "redis://cache.internal:6379",
      store_cors: "https://shop.example.test",
    })
  })

  it("defaults CORS to the local storefront and uses no Redis when REDIS_URL is unset", () => {
    const { config } = loadConfig({})
    expect(config.store_cors).toContain("http://localhost:8000")
    expect(config.redis_url).toBeUndefined()
  })
})

describe("medusa-config.js: the instance's role (MEDUSA_WORKER_MODE)", () => {
  it("runs both roles in one instance by default", () => {
    expect(loadConfig({}).config.worker_mode).toBe("shared")
  })

  it.each(["server", "worker"])("takes %s from MEDUSA_WORKER_MODE when Redis carries the events", (mode) => {
    expect(loadConfig({ MEDUSA_WORKER_MODE: mode, REDIS_URL: "redis://cache.internal:6379" }).config.worker_mode).toBe(mode)
  })

  it("refuses a role without Redis: events would never reach the worker", () => {
    const { ok, error } = loadConfig({ MEDUSA_WORKER_MODE: "server" })
    expect(ok).toBe(false)
    expect(error).toContain("MEDUSA_WORKER_MODE=server needs REDIS_URL")
  })

  it("refuses an unknown role, naming the allowed ones", () => {
    const { ok, error } = loadConfig({ MEDUSA_WORKER_MODE: "api", REDIS_URL: "redis://cache.internal:6379" })
    expect(ok).toBe(false)
    expect(error).toContain("MEDUSA_WORKER_MODE must be one of shared, server, worker")
  })
})

/** Loads medusa-config.js with `env` and answers the file service plugin it chose (or the error). */
function fileService(env: Record<string, string>) {
  const script = `const c = require(${JSON.stringify(CONFIG)}); console.log(JSON.stringify(c.plugins.find((p) => /file/.test(p.resolve ?? p))))`
  const result = spawnSync(process.execPath, ["-e", script], { env: { PATH: process.env.PATH ?? "", ...env }, encoding: "utf8" })
  return { ok: result.status === 0, plugin: result.status === 0 ? JSON.parse(result.stdout) : undefined, error: result.stderr }
}

const S3 = {
  S3_BUCKET: "clinic-public",
  S3_PRIVATE_BUCKET: "clinic-private",
  S3_PUBLIC_URL: "https://files.example.test/",
  S3_ENDPOINT: "http://minio.internal:9000",
  S3_ACCESS_KEY_ID: "key",
  S3_SECRET_ACCESS_KEY: "secret",
  S3_FORCE_PATH_STYLE: "true",
}

describe("medusa-config.js: where files go", () => {
  it("keeps files on the local disk by default", () => {
    expect(fileService({}).plugin.resolve).toBe("@medusajs/file-local")
  })

  it("stores public files in the S3 bucket when S3_BUCKET is set, with the endpoint, path style and public URL", () => {
    const { plugin } = fileService(S3)
    expect(plugin).toMatchObject({
      resolve: "medusa-file-s3",
      options: {
        bucket: "clinic-public",
        s3_url: "https://files.example.test",
        region: "us-east-1",
        aws_config_object: { endpoint: "http://minio.internal:9000", forcePathStyle: true, requestChecksumCalculation: "WHEN_REQUIRED" },
      },
    })
  })

  it.each([
    [{ ...S3, S3_PRIVATE_BUCKET: "" }, "S3_BUCKET is set but S3_PRIVATE_BUCKET is not"],
    [{ ...S3, S3_ACCESS_KEY_ID: "", S3_SECRET_ACCESS_KEY: "" }, "S3_BUCKET is set but S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY are not"],
    [{ ...S3, S3_PRIVATE_BUCKET: "clinic-public" }, "S3_PRIVATE_BUCKET must differ from S3_BUCKET"],
    [{ ...S3, S3_FORCE_PATH_STYLE: "yes" }, 'S3_FORCE_PATH_STYLE must be true or false, not "yes"'],
    [{ S3_ENDPOINT: "http://minio.internal:9000" }, "S3_ENDPOINT set without S3_BUCKET"],
  ])("refuses incomplete S3 settings with one line naming them (%#)", (env, message) => {
    const { ok, error } = fileService(env)
    expect(ok).toBe(false)
    expect(error).toContain(message)
  })
})

describe("medusa-config.js: stock modules and feature flags", () => {
  /** The configuration's modules and feature flags, loaded in a fresh Node process with `env`. */
  function loadModules(env: Record<string, string>) {
    const script = `const c = require(${JSON.stringify(CONFIG)}); console.log(JSON.stringify({ modules: c.modules, featureFlags: c.featureFlags }))`
    const result = spawnSync(process.execPath, ["-e", script], { env: { PATH: process.env.PATH ?? "", ...env }, encoding: "utf8" })
    return JSON.parse(result.stdout) as { modules: Record<string, { resolve: string }>; featureFlags: Record<string, boolean> }
  }

  it.each([
    ["without Redis", {}],
    ["with Redis", { REDIS_URL: "redis://cache.internal:6379" }],
  ])("registers Medusa's inventory and stock-location modules %s", (_label, env) => {
    const { modules } = loadModules(env)
    expect(modules.inventoryService).toEqual({ resolve: "@medusajs/inventory" })
    expect(modules.stockLocationService).toEqual({ resolve: "@medusajs/stock-location" })
    expect(modules.eventBus).toBeDefined()
  }, 20_000)

  it("switches on tax-inclusive pricing (currency update) and product categories, and keeps the admin's analytics off", () => {
    expect(loadModules({}).featureFlags).toMatchObject({ tax_inclusive_pricing: true, product_categories: true, analytics: false })
  }, 20_000)
})

// Each case loads the configuration in two or three fresh Node processes.
describe("medusa-config.js: card payments (STRIPE_*)", { timeout: 20_000 }, () => {
  const production = PRODUCTION

  it("requires the webhook secret with the card provider in production", () => {
    const { ok, error } = loadConfig({ ...production, STRIPE_API_KEY: "sk_live_x" })
    expect(ok).toBe(false)
    expect(error).toMatch(/STRIPE_WEBHOOK_SECRET/)
    expect(loadConfig({ ...production, STRIPE_API_KEY: "sk_live_x", STRIPE_WEBHOOK_SECRET: "whsec_x" }).ok).toBe(true)
  })

  it("refuses a Stripe-compatible test server (STRIPE_API_BASE) in production, takes it in development", () => {
    const { ok, error } = loadConfig({ ...production, STRIPE_API_KEY: "sk_live_x", STRIPE_WEBHOOK_SECRET: "whsec_x", STRIPE_API_BASE: "http://127.0.0.1:12111" })
    expect(ok).toBe(false)
    expect(error).toMatch(/STRIPE_API_BASE/)
    expect(loadConfig({ STRIPE_API_KEY: "sk_test_x", STRIPE_API_BASE: "http://127.0.0.1:12111" }).ok).toBe(true)
  })

  it("asks Stripe for automatic payment methods, so the Payment Element offers wallets and MobilePay", () => {
    const result = spawnSync(process.execPath, ["-e", `console.log(JSON.stringify(require(${JSON.stringify(CONFIG)}).plugins))`], {
      env: { PATH: process.env.PATH ?? "", STRIPE_API_KEY: "sk_test_x" },
      encoding: "utf8",
    })
    const plugins = JSON.parse(result.stdout) as { resolve: string; options?: Record<string, unknown> }[]
    expect(plugins.find((plugin) => plugin.resolve === "medusa-payment-stripe")?.options).toMatchObject({ automatic_payment_methods: true })
  })
})
