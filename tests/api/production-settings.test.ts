import { spawn, spawnSync } from "node:child_process"
import path from "node:path"
import pg from "pg"
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest"
import { PRODUCTION_SETTINGS } from "../support/production-settings"

/**
 * Production settings on the real backend and a real PostgreSQL: the backend's own start refuses what production lacks,
 * the demo data stays out of a production database, and the pool's session timeouts reach PostgreSQL.
 */
const BACKEND = path.resolve("backend")
const SCRIPTS = path.join(BACKEND, "scripts")
const DEMO_FLAG = "--demo-data-in-production"

/** Runs a backend script from the backend folder with exactly `env` (plus PATH) to its end, without blocking. */
function run(args: string[], env: Record<string, string>, input = ""): Promise<{ status: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd: BACKEND, env: { PATH: process.env.PATH ?? "", MEDUSA_DISABLE_TELEMETRY: "true", ...env } })
    child.stdin.end(input)
    let output = ""
    child.stdout.on("data", (chunk) => (output += chunk))
    child.stderr.on("data", (chunk) => (output += chunk))
    child.on("exit", (status) => resolve({ status, output }))
  })
}

const without = (name: string) => Object.fromEntries(Object.entries(PRODUCTION_SETTINGS).filter(([key]) => key !== name))

/** Runs `text` on the test's PostgreSQL server (its maintenance database). */
async function onServer(text: string): Promise<void> {
  const server = new URL(inject("databaseUrl"))
  server.pathname = "/postgres"
  const admin = new pg.Client({ connectionString: server.toString() })
  await admin.connect()
  try {
    await admin.query(text)
  } finally {
    await admin.end()
  }
}

const created: string[] = []
afterAll(async () => {
  for (const name of created) await onServer(`drop database if exists ${name} with (force)`)
})

/** A database of its own on the test's PostgreSQL server, dropped at the end. */
async function freshDatabase(name: string): Promise<string> {
  await onServer(`drop database if exists ${name} with (force)`)
  await onServer(`create database ${name}`)
  created.push(name)
  const url = new URL(inject("databaseUrl"))
  url.pathname = `/${name}`
  return url.toString()
}

async function query(databaseUrl: string, text: string): Promise<Record<string, unknown>[]> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    return (await client.query(text)).rows
  } finally {
    await client.end()
  }
}

describe("production refuses to start without its settings", () => {
  it("the backend's own start (the image's command) exits naming SMTP_URL, before Medusa loads", async () => {
    const env = { ...without("SMTP_URL"), DATABASE_URL: inject("databaseUrl"), ADMIN_UI: "false", PORT: "1" }
    const { status, output } = await run([path.join(SCRIPTS, "medusa-server.mjs")], env)
    expect(status).toBe(1)
    expect(output).toContain("The backend refuses to start with NODE_ENV=production: 1 setting to fix")
    expect(output).toContain("SMTP_URL is not set: the SMTP server every invite, order and lab mail goes through")
    expect(output).not.toContain("backend listening")
  })

  it("npm run start:production names every missing setting, and with them set goes on to its next check", async () => {
    const databaseUrl = await freshDatabase("clinic_store_settings_check")
    const bare = await run([path.join(SCRIPTS, "start-production.mjs")], { NODE_ENV: "production", DATABASE_URL: databaseUrl, ADMIN_UI: "false" })
    expect(bare.status).toBe(1)
    for (const name of ["SMTP_URL", "MAIL_FROM", "STORE_URL", "INVOICE_SELLER_NAME", "INVOICE_SELLER_ADDRESS", "INVOICE_SELLER_VAT", "INVOICE_BANK_ACCOUNT", "JWT_SECRET", "CLERK_ISSUER"]) {
      expect(bare.output).toContain(`  - ${name} is not set: `)
    }
    const complete = await run([path.join(SCRIPTS, "start-production.mjs")], { ...PRODUCTION_SETTINGS, DATABASE_URL: databaseUrl, ADMIN_UI: "false" })
    expect(complete.status).toBe(1)
    expect(complete.output).not.toContain("refuses to start")
    expect(complete.output).toContain("lacks this release's migrations: run `npm run migrate` first.")
  })
})

describe("the demo data and its staff user stay out of a production database", () => {
  let databaseUrl: string
  beforeAll(async () => {
    databaseUrl = await freshDatabase("clinic_store_demo_refusal")
  })

  it("npm run migrate -- --seed with NODE_ENV=production refuses before changing anything, naming the flag", async () => {
    const { status, output } = await run([path.join(SCRIPTS, "migrate.mjs"), "--seed"], { ...PRODUCTION_SETTINGS, DATABASE_URL: databaseUrl })
    expect(status).toBe(1)
    expect(output).toContain("Refusing to load the demo data (demo customers, and staff admin@example.com with the password supersecret): NODE_ENV=production.")
    expect(output).toContain(`give ${DEMO_FLAG} to load the demo data`)
    expect(await query(databaseUrl, "select count(*)::int as tables from pg_tables where schemaname = 'public'")).toEqual([{ tables: 0 }])
  })

  it("a database migrated in production refuses the demo data later, from npm start's seed and from the seed itself", async () => {
    const migrated = await run([path.join(SCRIPTS, "migrate.mjs")], { ...PRODUCTION_SETTINGS, DATABASE_URL: databaseUrl })
    expect(migrated.output).toContain("[migrate] Migrations applied")
    expect(migrated.status).toBe(0)
    const development = { DATABASE_URL: databaseUrl, NODE_ENV: "development", ADMIN_UI: "false" }
    const viaMigrate = await run([path.join(SCRIPTS, "migrate.mjs"), "--seed"], development)
    expect(viaMigrate.status).toBe(1)
    expect(viaMigrate.output).toContain("the database is marked as a production one (npm run migrate with NODE_ENV=production)")
    const viaSeed = await run([path.join(BACKEND, "dist", "scripts", "seed.js")], development)
    expect(viaSeed.status).toBe(1)
    expect(viaSeed.output).toContain("seed: Refusing to load the demo data")
    expect(await query(databaseUrl, `select count(*)::int as staff from "user"`)).toEqual([{ staff: 0 }])
    expect(await query(databaseUrl, "select count(*)::int as products from product")).toEqual([{ products: 0 }])
  }, 240_000)

  it("npm run staff-user creates the operator's staff user there, from the address and the password on stdin", async () => {
    const staffUser = [path.join(SCRIPTS, "staff-user.mjs"), "--email", "operator@clinic.example.test"]
    const production = { ...PRODUCTION_SETTINGS, DATABASE_URL: databaseUrl }
    const weak = await run(staffUser, production, "supersecret")
    expect(weak.status).toBe(1)
    expect(weak.output).toMatch(/staff-user: password: /)
    const made = await run(staffUser, production, "Operator-chose-this-long-passphrase-42\n")
    expect(made.output).toContain("staff-user: operator@clinic.example.test created (role admin)")
    expect(made.status).toBe(0)
    expect(await query(databaseUrl, `select email, role, password_hash is not null as has_password from "user"`)).toEqual([
      { email: "operator@clinic.example.test", role: "admin", has_password: true },
    ])
    const again = await run(staffUser, production, "Another-long-passphrase-for-the-same-77")
    expect(again.status).toBe(1)
    expect(again.output).toContain("operator@clinic.example.test is a staff user already")
  }, 240_000)
})

describe("the database pool's session timeouts", () => {
  /** medusa-config.js's database settings with `env`, as Medusa reads them. */
  function projectConfig(env: Record<string, string>) {
    const script = `console.log(JSON.stringify(require(${JSON.stringify(path.join(BACKEND, "medusa-config.js"))}).projectConfig))`
    const result = spawnSync(process.execPath, ["-e", script], { env: { PATH: process.env.PATH ?? "", DATABASE_URL: inject("databaseUrl"), ...env }, encoding: "utf8" })
    expect(result.stderr).toBe("")
    return JSON.parse(result.stdout) as { database_url: string; database_extra: Record<string, unknown> }
  }

  /** A TypeORM data source built as Medusa's database loader builds it: the URL, and database_extra as `extra`. */
  async function medusaDataSource(env: Record<string, string>) {
    const config = projectConfig(env)
    const { DataSource } = (await import("typeorm")) as typeof import("typeorm")
    const source = new DataSource({ type: "postgres", url: config.database_url, extra: config.database_extra })
    await source.initialize()
    sources.push(source)
    return source
  }
  const sources: Array<{ destroy(): Promise<void> }> = []
  afterAll(async () => {
    for (const source of sources) await source.destroy()
  })

  it("sets statement_timeout and idle_in_transaction_session_timeout on every pooled connection", async () => {
    const source = await medusaDataSource({})
    expect(await source.query("show statement_timeout")).toEqual([{ statement_timeout: "30s" }])
    expect(await source.query("show idle_in_transaction_session_timeout")).toEqual([{ idle_in_transaction_session_timeout: "1min" }])
  })

  it("cancels a statement that runs longer than DATABASE_STATEMENT_TIMEOUT_MS", async () => {
    const source = await medusaDataSource({ DATABASE_STATEMENT_TIMEOUT_MS: "200" })
    expect(await source.query("show statement_timeout")).toEqual([{ statement_timeout: "200ms" }])
    await expect(source.query("select pg_sleep(5)")).rejects.toThrow("canceling statement due to statement timeout")
  })
})
