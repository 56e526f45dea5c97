// @vitest-environment node
import { createRequire } from "node:module"
import pg from "pg"
import { describe, expect, it } from "vitest"
import { PRODUCTION_SETTINGS } from "../support/production-settings"

type Setting = { name: string; production?: "required" | "refused" }
const require = createRequire(import.meta.url)
const { environmentProblems, readEnvironment, SETTINGS } = require("../../backend/environment.js") as {
  environmentProblems(env: Record<string, string | undefined>): string[]
  readEnvironment(env: Record<string, string | undefined>): Record<string, string | undefined>
  SETTINGS: Setting[]
}
/** What node-postgres (the backend's driver) reads from a connection string, without connecting. */
const parse = (url: string) => {
  const client = new pg.Client({ connectionString: url })
  return { password: client.password, host: client.host }
}

const without = (name: string) => Object.fromEntries(Object.entries(PRODUCTION_SETTINGS).filter(([key]) => key !== name))
const REQUIRED = SETTINGS.filter((s) => s.production === "required").map((s) => s.name).filter((name) => name !== "DATABASE_URL")
const DATABASE = { DATABASE_URL: "postgres://clinic@db.internal:5432/clinic_store" }
const S3 = { S3_BUCKET: "clinic-public", S3_PRIVATE_BUCKET: "clinic-private", S3_PUBLIC_URL: "https://files.example.test", S3_ACCESS_KEY_ID: "store", S3_SECRET_ACCESS_KEY: "store-secret" }

describe("the environment schema in production", () => {
  it("accepts the complete production settings", () => {
    expect(environmentProblems({ ...PRODUCTION_SETTINGS, ...DATABASE })).toEqual([])
  })

  it.each(REQUIRED)("refuses to start without %s, naming it", (name) => {
    expect(environmentProblems({ ...without(name), ...DATABASE })).toEqual([expect.stringMatching(new RegExp(`^${name} is not set: `))])
  })

  it("names every missing setting at once: mail, public URLs, the invoice seller, secrets, Clerk", () => {
    const named = environmentProblems({ NODE_ENV: "production" }).map((problem) => problem.split(" ")[0])
    expect(named).toEqual(expect.arrayContaining(["SMTP_URL", "MAIL_FROM", "STORE_URL", "MEDUSA_BACKEND_URL", "INVOICE_SELLER_NAME", "INVOICE_SELLER_ADDRESS", "INVOICE_SELLER_VAT", "INVOICE_BANK_ACCOUNT", "JWT_SECRET", "COOKIE_SECRET", "CLERK_ISSUER", "DATABASE_URL"]))
  })

  it.each([
    ["STORE_URL", "http://shop.example.test", "must be a URL starting with https://"],
    ["S3_PUBLIC_URL", "http://files.example.test:8333/clinic-public", "must be a URL starting with https://"],
    ["STORE_CORS", "https://shop.example.test/path", "must list origins"],
    ["SMTP_URL", "mail.example.test:25", "must be a URL starting with smtp:// or smtps://"],
    ["MAIL_FROM", "no-reply", "must be a mail address"],
    ["INVOICE_SELLER_ADDRESS", "Testvej 1", "must give the address's lines separated by |"],
    ["INVOICE_SELLER_VAT", "?", "must be a VAT number"],
    ["JWT_SECRET", "supersecret", "must be at least 32 random characters"],
    ["INVOICE_PAYMENT_DAYS", "thirty", "must be a whole number from 1 to 365"],
  ])("refuses a malformed %s, saying what it must be", (name, value, expected) => {
    const problems = environmentProblems({ ...PRODUCTION_SETTINGS, ...DATABASE, ...S3, [name]: value })
    expect(problems[0]).toContain(`${name} ${expected}`)
    expect(problems.filter((problem) => !problem.startsWith(`${name} `))).toEqual([])
  })

  it("requires the webhook secret with the card provider, and refuses a Stripe test server", () => {
    const problems = environmentProblems({ ...PRODUCTION_SETTINGS, ...DATABASE, STRIPE_API_KEY: "sk_live_x", STRIPE_API_BASE: "http://127.0.0.1:12111" })
    expect(problems).toEqual([expect.stringMatching(/^STRIPE_WEBHOOK_SECRET is not set: /), expect.stringMatching(/^STRIPE_API_BASE is refused in production/)])
  })

  it("refuses Clerk's issuer without its keys", () => {
    expect(environmentProblems({ ...without("CLERK_JWKS_URL"), ...DATABASE })).toEqual([expect.stringMatching(/^CLERK_JWKS_URL is not set, nor is CLERK_JWT_KEY/)])
  })
})

describe("the environment schema in development", () => {
  it("needs nothing: unset settings fall back to the local stand-ins", () => {
    expect(environmentProblems({})).toEqual([])
  })

  it("still refuses malformed values, and names each", () => {
    expect(environmentProblems({ DATABASE_URL: "mysql://x", MEDUSA_WORKER_MODE: "both", TRUST_PROXY: "yes" })).toEqual([
      expect.stringMatching(/^MEDUSA_WORKER_MODE must be one of shared, server, worker/),
      expect.stringMatching(/^DATABASE_URL must be a URL starting with postgres:\/\//),
      expect.stringMatching(/^TRUST_PROXY must be the number of proxies/),
    ])
  })
})

describe("passwords given apart from their URLs", () => {
  const PASSWORD = "p/@#%:?x"

  it("puts DATABASE_PASSWORD into DATABASE_URL encoded, so any character survives", () => {
    const env = readEnvironment({ ...DATABASE, DATABASE_PASSWORD: PASSWORD })
    expect(parse(env.DATABASE_URL!)).toMatchObject({ password: PASSWORD, host: "db.internal" })
    // A child process reads the built URL and the password again: the same URL.
    expect(readEnvironment({ ...env }).DATABASE_URL).toBe(env.DATABASE_URL)
  })

  it("puts REDIS_PASSWORD into REDIS_URL encoded", () => {
    const env = readEnvironment({ REDIS_URL: "redis://cache.internal:6379", REDIS_PASSWORD: PASSWORD })
    expect(decodeURIComponent(new URL(env.REDIS_URL!).password)).toBe(PASSWORD)
  })

  it("refuses a password given twice", () => {
    expect(environmentProblems({ DATABASE_URL: "postgres://clinic:other@db.internal/clinic_store", DATABASE_PASSWORD: PASSWORD })).toEqual([
      expect.stringMatching(/^DATABASE_PASSWORD is set and DATABASE_URL carries a password too/),
    ])
  })
})
