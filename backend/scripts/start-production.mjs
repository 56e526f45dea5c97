/**
 * `npm run start:production`: starts one backend instance and nothing else: no build, no migration, no seed
 * (those are `npm run build` and `npm run migrate`, run once per release). It refuses, naming the missing step,
 * when the build is missing or the database lacks this release's migrations.
 *
 * NODE_ENV defaults to production here, and the environment is checked first (backend/environment.js): every setting
 * production requires and lacks is named before anything else happens. MEDUSA_WORKER_MODE chooses the instance's role: `server` (HTTP only),
 * `worker` (subscribers and scheduled jobs only) or `shared` (both; the default). PORT is the port it listens on.
 * The storefront is the static build in dist/, served by the load balancer (deploy/nginx.conf.template) or by
 * `npm run start:storefront`.
 */
import "./stack/load-env.mjs"
import { adminUiWanted } from "./stack/admin.mjs"
import { startMedusa, telemetryOffEnv } from "./stack/backend.mjs"
import { checkEnvironment } from "./stack/environment.mjs"
import { StackError } from "./stack/fail.mjs"
import { useExternalDatabase } from "./stack/postgres.mjs"
import { assertAdminBuilt, assertBackendBuilt, assertMigrated } from "./stack/release.mjs"

const say = (line) => console.log(`[start] ${line}`)

function portFromEnv() {
  const raw = process.env.PORT || "9000"
  const port = Number(raw)
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new StackError(`PORT=${raw} is not a port number (1-65535).`)
  return port
}

let medusa
try {
  const env = checkEnvironment({ ...process.env, NODE_ENV: process.env.NODE_ENV || "production", ...telemetryOffEnv() })
  const port = portFromEnv()
  assertBackendBuilt()
  if (adminUiWanted(env)) assertAdminBuilt()
  if (!env.DATABASE_URL) throw new StackError("DATABASE_URL is not set: a production instance needs its PostgreSQL database (npm start runs an embedded one).")
  await useExternalDatabase(env.DATABASE_URL)
  await assertMigrated(env)
  const role = env.MEDUSA_WORKER_MODE || "shared"
  say(`Backend instance (${role}) on port ${port}, NODE_ENV=${env.NODE_ENV}`)
  medusa = startMedusa(env, port)
} catch (err) {
  console.error(err instanceof StackError ? `[start] ${err.message}` : err)
  process.exit(1)
}

// The instance runs in its own process group: pass a stop on to it and leave with its exit code (0 after a stop).
let stopping = false
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    stopping = true
    try {
      process.kill(-medusa.pid, signal)
    } catch {
      // already gone
    }
  })
}
medusa.on("exit", (code) => process.exit(code ?? (stopping ? 0 : 1)))
