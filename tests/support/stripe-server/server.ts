import fs from "node:fs"
import http from "node:http"
import path from "node:path"
import { fileURLToPath } from "node:url"
import express from "express"
// @ts-expect-error stripe-stateful-mock ships no types
import stripeStatefulMock from "stripe-stateful-mock"
import { paymentIntentRoutes, stripeErrors } from "./payment-intents"
import { WebhookSender, type WebhookEndpoint } from "./webhooks"

const here = path.dirname(fileURLToPath(import.meta.url))

export type StripeServer = { url: string; stop: () => Promise<void> }

/**
 * A Stripe-compatible server for tests, on this machine only: stripe-stateful-mock (charges, refunds, customers,
 * idempotency) extended through its Express app with payment intents, payment methods, 3-D Secure and signed webhooks
 * (./payment-intents.ts), and serving the Stripe.js test double (`/v3/stripe.js`, ./stripe-js-double.js) that the
 * test storefront loads in place of Stripe's script. Listens on loopback, on `port` or a free one.
 */
export async function startStripeServer(options: { port?: number; webhooks: WebhookEndpoint[] }): Promise<StripeServer> {
  const app = express()
  app.disable("x-powered-by")
  // The browser calls from the storefront's origin with the publishable key, as Stripe.js does with Stripe.
  app.use((req, res, next) => {
    res.setHeader("Access-Control-Allow-Origin", "*")
    res.setHeader("Access-Control-Allow-Headers", "authorization, content-type")
    res.setHeader("Access-Control-Allow-Methods", "GET, POST")
    if (req.method === "OPTIONS") return void res.status(204).end()
    next()
  })
  const double = fs.readFileSync(path.join(here, "stripe-js-double.js"), "utf8")
  app.get("/v3/stripe.js", (_req, res) => {
    res.type("application/javascript").send(double)
  })
  app.use(paymentIntentRoutes(new WebhookSender(options.webhooks)))
  app.use(stripeErrors)
  app.use(stripeStatefulMock.createExpressApp())
  const server = http.createServer(app)
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject)
    server.listen(options.port ?? 0, "127.0.0.1", resolve)
  })
  const { port } = server.address() as { port: number }
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
