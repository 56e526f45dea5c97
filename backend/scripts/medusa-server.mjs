/**
 * The backend's HTTP server: what `medusa start` does, plus the store's own rules around Medusa's app.
 * Run from the backend folder (it is Medusa's project directory): `node scripts/medusa-server.mjs`.
 *
 * - Listens on HOST: 127.0.0.1 by default (development's mail outbox and test doors must not face the network),
 *   0.0.0.0 with NODE_ENV=production (behind the load balancer).
 * - Sends no `X-Powered-By`, and the security headers every answer carries (no framing of the back office).
 * - The surface gate (src/api/surface) sees every request before Medusa: a route the store does not list answers
 *   404, and malformed input a JSON 400/413/415 before any handler can turn it into a 500.
 * - After Medusa's routes: a JSON 404 and a JSON error handler, so no path answers HTML or a stack trace.
 * - With ROUTE_INVENTORY_FILE set, writes every route the app answers (read from its router) to that file.
 * - Observability (src/observability): one JSON log line per request (pino: request id from X-Request-Id, no
 *   secrets), LOG_LEVEL `info` by default, request durations by route pattern, and the operations routes
 *   /health/live, /health/ready and /metrics, which a worker answers too (its PORT serves nothing else).
 * - The back office's built pages at /app (backend/back-office.js), unless ADMIN_UI=false.
 * - No telemetry: Medusa's CLI would report the start.
 * - The environment is checked before anything else (backend/environment.js): production refuses to start without
 *   its required settings, naming each.
 */
import fs from "node:fs"
import { createRequire } from "node:module"
import path from "node:path"
import { routesOf } from "./routes-of.mjs"
import { instancePidFile } from "./stack/instance-pid.mjs"

// The environment first, before any of Medusa loads: in production a missing or malformed setting stops the instance
// here, naming each one (backend/environment.js; medusa-config.js reads the same, checked, environment).
const { readEnvironment, EnvironmentError } = createRequire(import.meta.url)("../environment.js")
try {
  readEnvironment()
} catch (err) {
  console.error(err instanceof EnvironmentError ? err.message : err)
  process.exit(1)
}

// Medusa's logger reads LOG_LEVEL once, when it is loaded: `info` unless the operator says otherwise (not `silly`).
process.env.LOG_LEVEL ||= "info"

// Medusa's parts as `medusa start` loads them, from the backend folder (Medusa's project directory).
const require = createRequire(path.join(process.cwd(), "package.json"))
const express = require("express")
const { GracefulShutdownServer } = require("medusa-core-utils")
const loaders = require("@medusajs/medusa/dist/loaders").default
const logger = require("@medusajs/medusa/dist/loaders/logger").default

const directory = process.cwd()
const production = process.env.NODE_ENV === "production"
const host = process.env.HOST || (production ? "0.0.0.0" : "127.0.0.1")
const port = Number(process.env.PORT || 9000)
const surface = require(path.join(directory, "dist", "api", "surface", "gate.js"))
const observability = require(path.join(directory, "dist", "observability", "http.js"))
const { ReadinessProbe } = require(path.join(directory, "dist", "observability", "readiness.js"))
const { databaseSsl } = require(path.join(directory, "database-tls.js"))
const { backOfficeFiles } = require(path.join(directory, "dist", "api", "back-office-files.js"))
const { BACK_OFFICE, backOfficeBuildDir, backOfficeServed } = require(path.join(directory, "back-office.js"))
const { trustedProxyHops } = require(path.join(directory, "trust-proxy.js"))

/**
 * Medusa's express loader adds morgan's "combined" access log: plain text with full query strings (reset tokens,
 * emails). The store's request log (pino) replaces it: morgan's middleware (named `logger`) is taken out.
 */
function withoutMorgan(app) {
  const stack = app._router?.stack ?? []
  for (let i = stack.length - 1; i >= 0; i--) if (stack[i].name === "logger") stack.splice(i, 1)
}

async function start() {
  const app = express()
  const log = observability.createLogger()
  const probe = new ReadinessProbe({ databaseUrl: process.env.DATABASE_URL, redisUrl: process.env.REDIS_URL, ssl: databaseSsl() })
  app.disable("x-powered-by")
  // Set before the first middleware (Express builds its query parser then): qs with its defaults, depth 5, arrays of
  // 20 items, 1,000 parameters (the store's limits); the surface gate answers 400 for a query beyond them
  // (src/api/surface/query-limits.ts), so nothing is dropped silently.
  app.set("query parser", "extended")
  app.use(observability.requestLogging(log))
  app.use(observability.requestMetrics)
  app.use(surface.securityHeaders)
  app.use(surface.jsonErrors)
  app.use(surface.surfaceGate)
  observability.mountOperationsRoutes(app, probe)
  if (backOfficeServed()) app.use(backOfficeFiles(backOfficeBuildDir, BACK_OFFICE.path))
  const { shutdown, prepareShutdown } = await loaders({ directory, expressApp: app })
  // Medusa's express loader sets one trusted hop on this app, which was made before medusa-config.js patched
  // Express (an app keeps the methods it was made with): TRUST_PROXY is set on it here, after the loader.
  app.set("trust proxy", trustedProxyHops())
  withoutMorgan(app)
  app.use(surface.notFound)
  app.use(surface.errorAnswer)
  if (process.env.ROUTE_INVENTORY_FILE) fs.writeFileSync(process.env.ROUTE_INVENTORY_FILE, JSON.stringify(routesOf(app), null, 2))

  const activity = logger.activity("Creating server")
  const server = GracefulShutdownServer.create(
    app.listen(port, host, () => {
      logger.success(activity, `Server is ready on ${host}:${port}`)
      // One line whatever the log level: where the backend can be reached from (operators and tests read it).
      console.log(`backend listening on ${host}:${port}`)
      // For the health probe, which stops an instance that stopped answering (scripts/health-probe.mjs).
      fs.mkdirSync(path.dirname(instancePidFile(port)), { recursive: true })
      fs.writeFileSync(instancePidFile(port), String(process.pid))
    })
  )
  const stop = () => {
    logger.info("Gracefully shutting down server")
    server
      .shutdown()
      .then(() => prepareShutdown())
      .then(() => shutdown())
      .then(() => probe.close())
      .then(() => process.exit(0))
      .catch((err) => {
        logger.error("Error received when shutting down the server.", err)
        process.exit(1)
      })
  }
  process.on("SIGTERM", stop)
  process.on("SIGINT", stop)
}

start().catch((err) => {
  logger.error("Error starting server", err)
  process.exit(1)
})
