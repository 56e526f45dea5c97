import path from "node:path"
import { adminUiWanted, buildAdmin } from "./admin.mjs"
import { buildBackend, migrate, seedIfNeeded, startMedusa, telemetryOffEnv } from "./backend.mjs"
import { useExternalDatabase, startEmbeddedPostgres } from "./postgres.mjs"
import { assertPortFree, waitForHttp } from "./ports.mjs"
import { DATA_DIR, ROOT_DIR } from "./paths.mjs"
import { localSecrets } from "./secrets.mjs"
import { buildStorefront, startStorefront } from "./storefront.mjs"

function stopChild(child, timeoutMs = 10_000) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid, "SIGKILL")
      } catch {
        // already gone
      }
    }, timeoutMs)
    child.once("exit", () => {
      clearTimeout(timer)
      resolve()
    })
    try {
      process.kill(-child.pid, "SIGTERM")
    } catch {
      clearTimeout(timer)
      resolve()
    }
  })
}

/**
 * Starts the whole store: PostgreSQL (embedded unless DATABASE_URL is set), migrations, seed,
 * the Medusa backend and, unless `storefront` is false, the storefront.
 * Every step that can be skipped on a second start is (builds, migrations and seed are stamped).
 *
 * @param {object} options
 * @param {number} options.backendPort
 * @param {number} [options.storePort]
 * @param {boolean} [options.storefront=true]
 * @param {boolean} [options.dev=false] Vite's dev server instead of the production build
 * @param {boolean} [options.adminUi] build and serve the Medusa Admin at /app (default: unless ADMIN_UI=false)
 * @param {string} [options.name="dev"] data folder and database name suffix (tests use their own)
 * @param {number} [options.pgPort]
 * @param {boolean} [options.fastDatabase=false] fsync off, for throw-away test databases
 * @param {boolean} [options.freshDatabase=false] drop and recreate the database first (tests)
 * @param {string} [options.logDir] when set, child output goes to files there instead of the terminal
 * @param {Record<string,string>} [options.env] extra environment for the children
 * @param {string[]} [options.seedArgs] arguments of the seed: `--demo-data-in-production` lets the demo data into a
 *   production database (refused otherwise: backend/demo-data.js)
 * @param {(line: string) => void} [options.log]
 * @param {(stop: () => Promise<void>) => void} [options.onStop] receives the stack's stop function at once, so a
 *   Ctrl-C while the stack is still starting stops what has started (the children run in their own groups)
 */
export async function startStack(options) {
  const { backendPort, storePort, storefront = true, dev = false, name = "dev", log = () => {} } = options
  const children = []
  let database
  let stopped = false
  const stop = async () => {
    stopped = true
    await Promise.all(children.map((c) => stopChild(c)))
    if (database) await database.stop()
  }
  options.onStop?.(stop)
  /** Starts a child unless the stack is being stopped (a Ctrl-C during an earlier step). */
  const spawnChild = (start) => {
    if (stopped) throw new Error("The store is stopping")
    const child = start()
    children.push(child)
    return child
  }
  try {
    await assertPortFree(backendPort, "PORT", "backend")
    if (storefront) await assertPortFree(storePort, "STORE_PORT", "storefront")
    const base = { ...process.env, ...options.env }
    const backendUrl = `http://localhost:${backendPort}`
    const storeUrl = storefront ? `http://localhost:${storePort}` : undefined
    const env = {
      ...base,
      ...localSecrets(base),
      ...telemetryOffEnv(),
      MEDUSA_BACKEND_URL: base.MEDUSA_BACKEND_URL || backendUrl,
      VITE_MEDUSA_BACKEND_URL: base.VITE_MEDUSA_BACKEND_URL || backendUrl,
    }
    const adminUi = options.adminUi ?? adminUiWanted(base)
    env.ADMIN_UI = adminUi ? "true" : "false"
    if (storeUrl && !base.STORE_CORS) env.STORE_CORS = `${storeUrl},http://127.0.0.1:${storePort}`
    if (base.DATABASE_URL) {
      log(`Database: ${new URL(base.DATABASE_URL).host} (DATABASE_URL)`)
      database = await useExternalDatabase(base.DATABASE_URL)
    } else {
      const pgPort = options.pgPort ?? 54329
      log(`Database: embedded PostgreSQL on port ${pgPort} (data in backend/.data/postgres-${name})`)
      database = await startEmbeddedPostgres({
        dataDir: path.join(DATA_DIR, `postgres-${name}`),
        port: pgPort,
        database: `clinic_store_${name}`,
        fast: options.fastDatabase,
        fresh: options.freshDatabase,
      })
    }
    env.DATABASE_URL = database.url
    if (await buildBackend(env)) log("Backend compiled")
    if (await migrate(env)) log("Migrations applied")
    // The admin plugin refuses to load without its build, and the seed loads the plugins: build it first.
    if (adminUi) {
      const adminStarted = Date.now()
      if (await buildAdmin(env)) log(`Back office (Medusa Admin) built in ${((Date.now() - adminStarted) / 1000).toFixed(1)} s`)
    }
    if (await seedIfNeeded(env, options.seedArgs)) log("Seed data loaded")
    const logFile = (what) => (options.logDir ? path.join(options.logDir, `${what}.log`) : undefined)
    const medusa = spawnChild(() => startMedusa(env, backendPort, { logFile: logFile("backend") }))
    let storeProcess
    if (storefront) {
      // Each stack bakes its own backend URL into its build: `npm start` uses dist/, the others their own folder,
      // so the e2e suite can build and run beside `npm start` without overwriting its files.
      const outDir = name === "dev" ? path.join(ROOT_DIR, "dist") : path.join(DATA_DIR, `storefront-${name}`)
      if (!dev && (await buildStorefront(env, outDir))) log("Storefront built")
      storeProcess = spawnChild(() => startStorefront(env, storePort, { dev, outDir, logFile: logFile("storefront") }))
    }
    const seeLog = (what) => (options.logDir ? ` Its log: ${logFile(what)}` : "")
    await waitForHttp(`${backendUrl}/health`, { isAlive: () => medusa.exitCode === null, hint: seeLog("backend") })
    if (storefront) await waitForHttp(`${storeUrl}/`, { isAlive: () => storeProcess.exitCode === null, hint: seeLog("storefront") })
    const adminUrl = adminUi ? `${backendUrl}/app` : undefined
    return { backendUrl, storeUrl, adminUrl, databaseUrl: database.url, env, children, stop }
  } catch (err) {
    await stop()
    throw err
  }
}
