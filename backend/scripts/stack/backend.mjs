import { spawn, spawnSync } from "node:child_process"
import crypto from "node:crypto"
import fs from "node:fs"
import path from "node:path"
import { createRequire } from "node:module"
import pg from "pg"
import { assertDemoDataAllowed, DEMO_DATA_IN_PRODUCTION_FLAG } from "./demo-data.mjs"
import { StackError } from "./fail.mjs"
import { BACKEND_DIR, DATA_DIR } from "./paths.mjs"
import { fingerprint, unlessUnchanged } from "./stamp.mjs"

const require = createRequire(import.meta.url)
const MEDUSA_CLI = require.resolve("@medusajs/medusa-cli/cli.js")
const MEDUSA_SERVER = path.join(BACKEND_DIR, "scripts", "medusa-server.mjs")
const MEDUSA_DIR = path.dirname(require.resolve("@medusajs/medusa/package.json"))
/** The TypeScript compiler: resolved only when building (a dev dependency: the production image has none). */
const tsc = () => require.resolve("typescript/bin/tsc")

function run(command, args, env, what) {
  const result = spawnSync(command, args, { cwd: BACKEND_DIR, env, stdio: ["ignore", "pipe", "pipe"], encoding: "utf8" })
  if (result.status !== 0) {
    process.stderr.write(result.stdout + result.stderr)
    throw new StackError(`${what} failed (exit ${result.status}); its output is above.`)
  }
  return result.stdout
}

/**
 * Medusa's telemetry client forks a process at every exit that tries to send its outbox (MEDUSA_DISABLE_TELEMETRY
 * only stops new events). Offline, those processes pile up and read an ever-growing outbox. Medusa children get
 * their own XDG_CONFIG_HOME under .data with telemetry switched off, so no sender is ever forked.
 */
export function telemetryOffEnv() {
  const configHome = path.join(DATA_DIR, "xdg-config")
  const file = path.join(configHome, "medusa", "config.json")
  if (!fs.existsSync(file)) {
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, JSON.stringify({ telemetry: { enabled: false } }, null, 2))
  }
  return { XDG_CONFIG_HOME: configHome, MEDUSA_DISABLE_TELEMETRY: "true" }
}

/** Runs Medusa's CLI with `args` in the backend folder, telemetry off, its output on this terminal; returns its exit code. */
export function runMedusaCli(args, env) {
  const result = spawnSync(process.execPath, [MEDUSA_CLI, ...args], { cwd: BACKEND_DIR, env: { ...env, ...telemetryOffEnv() }, stdio: "inherit" })
  return result.status ?? 1
}

/** Compiles backend/src to backend/dist with tsc, unless nothing changed since the last build. */
export async function buildBackend(env) {
  const inputs = [path.join(BACKEND_DIR, "src"), path.join(BACKEND_DIR, "tsconfig.json")]
  return unlessUnchanged(
    path.join(DATA_DIR, "stamps", "backend-build"),
    fingerprint(inputs),
    async () => {
      fs.rmSync(path.join(BACKEND_DIR, "dist"), { recursive: true, force: true })
      run(process.execPath, [tsc(), "-p", BACKEND_DIR], env, "Compiling the backend (tsc)")
    },
    () => fs.existsSync(path.join(BACKEND_DIR, "dist"))
  )
}

function migrationFiles(dir) {
  return fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true }).filter((f) => f.endsWith(".js")) : []
}

/** The migrations folders of the Medusa modules with tables of their own (inventory, stock locations). */
function moduleMigrationDirs() {
  const { STOCK_MODULES } = require(path.join(BACKEND_DIR, "medusa-features.js"))
  return Object.values(STOCK_MODULES).map(({ resolve }) =>
    path.join(path.dirname(require.resolve(`${resolve}/package.json`, { paths: [BACKEND_DIR] })), "dist", "migrations")
  )
}

async function query(databaseUrl, sql) {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    return (await client.query(sql)).rows
  } catch {
    return null
  } finally {
    await client.end()
  }
}

/**
 * The fingerprint of the migration files of this build (Medusa's, its modules' and ours) and of the feature flags
 * switched on, whose migrations run only while they are on.
 */
function migrationsFingerprint() {
  const { FEATURE_FLAGS } = require(path.join(BACKEND_DIR, "medusa-features.js"))
  const names = [
    ...migrationFiles(path.join(MEDUSA_DIR, "dist", "migrations")),
    ...migrationFiles(path.join(BACKEND_DIR, "dist", "migrations")),
    ...moduleMigrationDirs().flatMap(migrationFiles),
  ].sort()
  const flags = Object.keys(FEATURE_FLAGS).filter((flag) => FEATURE_FLAGS[flag]).sort()
  return crypto.createHash("sha256").update([...names, ...flags.map((flag) => `flag:${flag}`)].join("\n")).digest("hex")
}

/** Whether the database lacks migrations of this build (its `migrations` table carries another fingerprint). */
export async function migrationsPending(env) {
  const rows = await query(env.DATABASE_URL, "select obj_description('migrations'::regclass) as fingerprint")
  return rows?.[0]?.fingerprint !== migrationsFingerprint()
}

/**
 * Runs Medusa's and our migrations. Skipped when the database's `migrations` table carries, as its comment,
 * the fingerprint of the migration files that ran last (feature-flagged core migrations make counting unreliable).
 */
export async function migrate(env) {
  const wanted = migrationsFingerprint()
  if (!(await migrationsPending(env))) return false
  // Without the pool's statement timeout: a migration may rewrite a large table (database-pool.js).
  run(process.execPath, [MEDUSA_CLI, "migrations", "run"], { ...env, DATABASE_STATEMENT_TIMEOUT_MS: "0" }, "Running migrations")
  await query(env.DATABASE_URL, `comment on table migrations is '${wanted}'`)
  return true
}

/**
 * Seeds the demo data unless the store already carries the current seed version. Refused against a production
 * database unless `args` holds the flag that allows it (backend/demo-data.js), which the seed receives too.
 */
export async function seedIfNeeded(env, args = []) {
  const { SEED_VERSION } = require(path.join(BACKEND_DIR, "dist", "seed", "seed-store.js"))
  await assertDemoDataAllowed(env, args)
  const rows = await query(env.DATABASE_URL, "select metadata->>'seed_version' as v from store limit 1")
  if (rows?.[0]?.v === SEED_VERSION) return false
  const flags = args.filter((arg) => arg === DEMO_DATA_IN_PRODUCTION_FLAG)
  // The seed boots Medusa without HTTP: the admin plugin would exit there when its UI is not built yet.
  run(process.execPath, [path.join(BACKEND_DIR, "dist", "scripts", "seed.js"), ...flags], { ...env, ADMIN_UI: "false" }, "Seeding")
  return true
}

/**
 * Old-generation heap limit of the Medusa process (MB; MEDUSA_HEAP_MB overrides). Without it V8 lets the heap
 * grow under load (598 MB RSS at 32 connections on this 2-core machine); with 384 the process stays under the
 * 500 MB budget with the same throughput (docs/performance.md).
 */
export const MEDUSA_HEAP_MB = 384

/**
 * Starts the backend on `port` (scripts/medusa-server.mjs: Medusa's app with the store's surface gate); returns the
 * child process (stdio passed through or piped to `logFile`).
 */
export function startMedusa(env, port, { logFile } = {}) {
  const out = logFile ? fs.openSync(logFile, "a") : "inherit"
  const heapMb = Number(env.MEDUSA_HEAP_MB) || MEDUSA_HEAP_MB
  return spawn(process.execPath, [`--max-old-space-size=${heapMb}`, MEDUSA_SERVER], {
    cwd: BACKEND_DIR,
    // Telemetry off whoever starts it (tests start servers with their own environments too).
    env: { ...env, ...telemetryOffEnv(), PORT: String(port) },
    stdio: ["ignore", out, out],
    detached: true,
  })
}
