import { spawn } from "node:child_process"
import fs from "node:fs"
import path from "node:path"
// @ts-expect-error plain ESM module without types
import { waitForHttp } from "../../../backend/scripts/stack/ports.mjs"
import { stopGroup } from "./instances"

/**
 * The Stripe-compatible server (tests/support/stripe-server) in a process of its own, as Stripe is to the store: it
 * answers the instances' API calls (through the edge, as api.stripe.com) and delivers its signed webhooks to the
 * store's public HTTPS origin, trusting the run's certificate. Its output goes to `<logDir>/stripe.log`.
 */
export async function startStripeProcess(options: { port: number; webhookUrl: string; webhookSecret: string; certFile: string; logDir: string }) {
  const out = fs.openSync(path.join(options.logDir, "stripe.log"), "a")
  const child = spawn(path.resolve("node_modules/.bin/tsx"), [path.resolve("tests/support/stripe-server/cli.ts")], {
    env: {
      ...process.env,
      STRIPE_TEST_PORT: String(options.port),
      STRIPE_WEBHOOK_URL: options.webhookUrl,
      STRIPE_WEBHOOK_SECRET: options.webhookSecret,
      NODE_EXTRA_CA_CERTS: options.certFile,
    },
    stdio: ["ignore", out, out],
    detached: true,
  })
  const url = `http://127.0.0.1:${options.port}`
  await waitForHttp(`${url}/v3/stripe.js`, { timeoutMs: 60_000, isAlive: () => child.exitCode === null, hint: ` Its log: ${options.logDir}/stripe.log` })
  return { url, stop: () => stopGroup(child) }
}
