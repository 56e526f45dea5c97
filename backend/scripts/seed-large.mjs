/**
 * `npm run seed:large`: a lab's worth of data (≥2,000 products, 5,000 clinics, 30,000 customers, 300,000 orders
 * with ~600,000 lab orders, 1,000 applications, 10,000 contact messages) in its own database, never the demo one.
 *
 *   npm run seed:large                         # scale 1, database clinic_store_large
 *   npm run seed:large -- --scale 0.1          # a tenth of every count
 *   npm run seed:large -- --scale 0.01 --subject-scale 1 --database clinic_store_large_small
 *   npm run seed:large -- --fresh              # drop the database first
 *
 * Where: the server of DATABASE_URL when it is set (the database named by --database on it), else an embedded
 * PostgreSQL with its data in backend/.data/postgres-large on LARGE_PG_PORT (default 54359), started for the run.
 * The database first gets Medusa's and our migrations and the demo seed (regions, shipping, staff user), then the
 * generated rows (seed-large/steps.mjs). Idempotent: each step records itself in `large_seed_step` in the same
 * transaction, and a second run with the same sizes skips every step; other sizes need --fresh.
 */
import "./stack/load-env.mjs"
import path from "node:path"
import { fileURLToPath } from "node:url"
import pg from "pg"
import { buildBackend, migrate, seedIfNeeded, telemetryOffEnv } from "./stack/backend.mjs"
import { DATA_DIR } from "./stack/paths.mjs"
import { startEmbeddedPostgres } from "./stack/postgres.mjs"
import { localSecrets } from "./stack/secrets.mjs"
import { GENERATED_COUNTS, baseOf, steps } from "./seed-large/steps.mjs"
import { sizesFor } from "./seed-large/sizes.mjs"

/** The demo store's database names: the generator refuses them. */
const DEMO_DATABASES = new Set(["clinic_store_dev"])
export const LARGE_DATABASE = "clinic_store_large"
export const LARGE_PG_PORT = 54359

/** `url` with its database replaced by `database`. */
function withDatabase(url, database) {
  const next = new URL(url)
  next.pathname = `/${database}`
  return next.toString()
}

/** Creates `database` on the server of `serverUrl` when missing (dropped first when `fresh`). */
async function ensureDatabase(serverUrl, database, fresh) {
  const client = new pg.Client({ connectionString: serverUrl })
  await client.connect()
  try {
    if (fresh) await client.query(`drop database if exists "${database}" with (force)`)
    const exists = await client.query("select 1 from pg_database where datname = $1", [database])
    if (exists.rowCount === 0) await client.query(`create database "${database}"`)
  } finally {
    await client.end()
  }
}

/** Opens the target database: on DATABASE_URL's server, or on the embedded server started here. */
async function openDatabase({ serverUrl, database, fresh, pgPort, log }) {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(database)) throw new Error(`--database ${database}: use lower-case letters, digits and _`)
  const demo = serverUrl ? decodeURIComponent(new URL(serverUrl).pathname.slice(1)) : null
  if (DEMO_DATABASES.has(database) || database === demo) {
    throw new Error(`--database ${database} is the demo store's database: the large set goes into its own (default ${LARGE_DATABASE})`)
  }
  if (serverUrl) {
    await ensureDatabase(serverUrl, database, fresh)
    return { url: withDatabase(serverUrl, database), stop: async () => {} }
  }
  log(`Embedded PostgreSQL on port ${pgPort} (data in backend/.data/postgres-large)`)
  return startEmbeddedPostgres({ dataDir: path.join(DATA_DIR, "postgres-large"), port: pgPort, database, fast: true, fresh })
}

const seconds = (since) => Number(((Date.now() - since) / 1000).toFixed(1))

/** Counts of the generated rows per kind (GENERATED_COUNTS). */
export async function generatedCounts(client) {
  const counts = {}
  for (const [name, sql] of Object.entries(GENERATED_COUNTS)) counts[name] = Number((await client.query(sql)).rows[0].count)
  return counts
}

/**
 * Runs the generator. Returns the database URL, the sizes, the steps run and skipped with their seconds, the
 * generated row counts and the total seconds.
 * @param {{ scale?: number, subjectScale?: number, database?: string, fresh?: boolean, serverUrl?: string, pgPort?: number, keepRunning?: boolean, log?: (line: string) => void }} options
 */
export async function seedLarge(options = {}) {
  const { scale = 1, database = LARGE_DATABASE, fresh = false, log = console.log } = options
  const sizes = sizesFor(scale, options.subjectScale ?? scale)
  const started = Date.now()
  const db = await openDatabase({ serverUrl: options.serverUrl, database, fresh, pgPort: options.pgPort ?? LARGE_PG_PORT, log })
  try {
    const env = { ...process.env, ...localSecrets(process.env), ...telemetryOffEnv(), DATABASE_URL: db.url, REDIS_URL: "", LOG_LEVEL: "error", NODE_ENV: "development" }
    const baseStarted = Date.now()
    await buildBackend(env)
    const migrated = await migrate(env)
    await seedIfNeeded(env)
    log(`Migrations and demo seed: ${seconds(baseStarted)} s`)
    const client = new pg.Client({ connectionString: db.url })
    await client.connect()
    try {
      const report = await generate(client, sizes, log, migrated)
      const counts = await generatedCounts(client)
      return { databaseUrl: db.url, sizes, ...report, counts, seconds: seconds(started), stop: db.stop }
    } finally {
      await client.end()
    }
  } finally {
    if (!options.keepRunning) await db.stop()
  }
}

/**
 * Runs every step not yet recorded, each in its own transaction with its record. `migrated`: migrations ran first
 * (on a set generated earlier they may have rewritten its rows, as LabOrderEmail's backfill of every lab order does).
 */
async function generate(client, sizes, log, migrated) {
  await client.query(
    `create table if not exists large_seed_step (name varchar primary key, sizes jsonb not null, seconds numeric not null, finished_at timestamptz not null default now())`
  )
  const done = new Map((await client.query(`select name, sizes from large_seed_step`)).rows.map((row) => [row.name, row.sizes]))
  const canonical = (value) => JSON.stringify(Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b))))
  for (const [name, recorded] of done) {
    if (canonical(recorded) !== canonical(sizes)) {
      throw new Error(`step "${name}" ran with other sizes (${JSON.stringify(recorded)}): run with --fresh to generate the set again`)
    }
  }
  const base = await baseOf(client)
  const ran = []
  const skipped = []
  for (const step of steps(sizes, base)) {
    if (done.has(step.name)) {
      skipped.push(step.name)
      continue
    }
    const stepStarted = Date.now()
    await client.query("begin")
    try {
      for (const [sql, params] of step.sql) await client.query(sql, params)
      await client.query(`insert into large_seed_step (name, sizes, seconds) values ($1, $2, $3)`, [step.name, JSON.stringify(sizes), seconds(stepStarted)])
      await client.query("commit")
    } catch (err) {
      await client.query("rollback")
      throw new Error(`step "${step.name}" failed: ${err.message}`)
    }
    ran.push({ name: step.name, seconds: seconds(stepStarted) })
    log(`  ${step.name}: ${seconds(stepStarted)} s (${step.tables.join(", ")})`)
  }
  if (ran.length || migrated) {
    // Statistics for the planner and the visibility map for index-only scans, as autovacuum would leave them.
    const analyzed = Date.now()
    await client.query("vacuum analyze")
    log(`  vacuum analyze: ${seconds(analyzed)} s`)
  }
  return { ran, skipped }
}

/** `--name value` arguments. */
function argument(args, name) {
  const index = args.indexOf(`--${name}`)
  return index >= 0 ? args[index + 1] : undefined
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2)
  const scale = Number(argument(args, "scale") ?? 1)
  const subjectScale = argument(args, "subject-scale") === undefined ? undefined : Number(argument(args, "subject-scale"))
  seedLarge({
    scale,
    subjectScale,
    database: argument(args, "database") ?? LARGE_DATABASE,
    fresh: args.includes("--fresh"),
    serverUrl: process.env.DATABASE_URL || undefined,
    pgPort: Number(process.env.LARGE_PG_PORT ?? LARGE_PG_PORT),
  })
    .then((result) => {
      console.log(`seed:large: ${JSON.stringify({ sizes: result.sizes, ran: result.ran, skipped: result.skipped, counts: result.counts, seconds: result.seconds })}`)
      console.log(`Done in ${result.seconds} s (${result.ran.length ? `${result.ran.length} steps ran` : "nothing to do: already generated"}).`)
    })
    .catch((err) => {
      console.error(`seed:large failed: ${err.message}`)
      process.exit(1)
    })
}
