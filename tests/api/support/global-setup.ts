import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import type { TestProject } from "vitest/node"
// @ts-expect-error plain ESM module without types
import { startStack } from "../../../backend/scripts/stack/stack.mjs"
// @ts-expect-error plain ESM module without types
import { testPort } from "../../../backend/scripts/stack/ports.mjs"
import { startStripeServer, type StripeServer } from "../../support/stripe-server/server"


let stack: { stop: () => Promise<void>; backendUrl: string; databaseUrl: string } | undefined
let stripeServer: StripeServer | undefined

/** The card provider's test keys: the Stripe-compatible server takes any sk_test_ key; the webhook secret signs its events. */
const STRIPE_TEST_API_KEY = "sk_test_clinic_store_api_tests"
const STRIPE_TEST_WEBHOOK_SECRET = "whsec_clinic_store_api_tests"

export async function setup(project: TestProject) {
  const logDir = fs.mkdtempSync(path.join(os.tmpdir(), "clinic-store-api-"))
  // The local identity provider's key pair, SMS and mail outboxes: fresh for each run, readable by the tests.
  const idpKeyFile = path.join(logDir, "idp-keys.json")
  const smsOutboxFile = path.join(logDir, "sms-outbox.log")
  const mailOutboxFile = path.join(logDir, "mail-outbox.log")
  // Every route the backend's router holds, written at start (tests/api/security/route-inventory.test.ts).
  const routeInventoryFile = path.join(logDir, "routes.json")
  // Ports: TEST_BACKEND_PORT and TEST_PG_PORT when set, otherwise 9101 and 54339 when free (apart from `npm start`'s
  // 9000/8000/54329 and the e2e stack), otherwise free ones.
  const backendPort: number = await testPort("TEST_BACKEND_PORT", 9101)
  // The card provider runs against a Stripe-compatible server on this machine (on TEST_STRIPE_PORT or a free port),
  // which delivers its signed events to the backend's webhook. Individuals in Europe pay by card; elsewhere by invoice.
  stripeServer = await startStripeServer({
    port: process.env.TEST_STRIPE_PORT ? Number(process.env.TEST_STRIPE_PORT) : undefined,
    webhooks: [{ url: `http://localhost:${backendPort}/hooks/stripe`, secret: STRIPE_TEST_WEBHOOK_SECRET }],
  })
  const started = await startStack({
    name: "test",
    backendPort,
    pgPort: await testPort("TEST_PG_PORT", 54339),
    storefront: false,
    fastDatabase: true,
    freshDatabase: true,
    logDir,
    // NODE_ENV=test (set by Vitest) makes Medusa load mock services: the server must run as in development.
    // The back office UI is not needed by API tests: no admin build, the plugin serves no files.
    adminUi: false,
    // Loopback is exempt from rate limits so suites can sign in freely; the backend trusts one proxy hop here, so
    // rate-limit tests pose as clients behind a proxy with X-Forwarded-For.
    env: {
      DATABASE_URL: "",
      REDIS_URL: "",
      NODE_ENV: "development",
      // info: the request log (pino) is read by tests/api/observability.test.ts; Medusa says little more at info.
      LOG_LEVEL: "info",
      RATE_LIMIT_EXEMPT: "127.0.0.1,::1,::ffff:127.0.0.1",
      TRUST_PROXY: "1",
      QUERY_COUNT_DIAGNOSTICS: "true",
      IDP_KEY_FILE: idpKeyFile,
      SMS_OUTBOX_FILE: smsOutboxFile,
      MAIL_OUTBOX_FILE: mailOutboxFile,
      // Staff are told of each new application at this address (tests/api/admin-application-notices.test.ts).
      STAFF_NOTIFICATION_EMAIL: "Clinic Store staff <staff-notices@example.test>",
      ROUTE_INVENTORY_FILE: routeInventoryFile,
      SMTP_URL: "",
      STORE_URL: "http://store.test",
      CLERK_ISSUER: "",
      STRIPE_API_KEY: STRIPE_TEST_API_KEY,
      STRIPE_WEBHOOK_SECRET: STRIPE_TEST_WEBHOOK_SECRET,
      STRIPE_API_BASE: stripeServer.url,
      CARD_PAYMENT_REGIONS: "Europe",
      CARD_PAYMENT_CUSTOMERS: "individual",
    },
  })
  stack = started
  project.provide("backendUrl", started.backendUrl)
  project.provide("databaseUrl", started.databaseUrl)
  project.provide("backendLogDir", logDir)
  project.provide("idpKeyFile", idpKeyFile)
  project.provide("routeInventoryFile", routeInventoryFile)
  project.provide("stripeUrl", stripeServer.url)
  project.provide("stripeWebhookSecret", STRIPE_TEST_WEBHOOK_SECRET)
}

export async function teardown() {
  await stack?.stop()
  await stripeServer?.stop()
}

declare module "vitest" {
  export interface ProvidedContext {
    backendUrl: string
    databaseUrl: string
    backendLogDir: string
    idpKeyFile: string
    routeInventoryFile: string
    stripeUrl: string
    stripeWebhookSecret: string
  }
}
