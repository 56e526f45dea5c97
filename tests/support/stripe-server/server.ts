import fs from "node:fs"
import http from "node:http"
import path from "node:path"
import { fileURLToPath } from "node:url"
import express from "express"
import type { NextFunction, Request, Response } from "express"
// @ts-expect-error stripe-stateful-mock ships no types
import stripeStatefulMock from "stripe-stateful-mock"
import { captureRoutes } from "./captures"
import { eventRoutes } from "./events"
import { idempotentRequests } from "./idempotency"
import { paymentIntentRoutes } from "./payment-intents"
import { refundRoutes } from "./refunds"
import { Store } from "./store"
import { StripeError } from "./stripe-error"
import { threeDSecureRoutes } from "./three-d-secure"
import { WebhookSender, type WebhookEndpoint } from "./webhooks"

const here = path.dirname(fileURLToPath(import.meta.url))

export type StripeServer = { url: string; stop: () => Promise<void> }

/** Stripe's error shape for the refusals of this server's routes and of the mock's (its RestError). */
function stripeErrors(err: unknown, _req: Request, res: Response, next: NextFunction): void {
  const refusal = err instanceof StripeError ? { status: err.status, error: err.error } : { status: (err as { statusCode?: unknown })?.statusCode, error: (err as { error?: unknown })?.error }
  if (typeof refusal.status === "number" && refusal.error) return void res.status(refusal.status).json({ error: refusal.error })
  next(err)
}

/**
 * A Stripe-compatible server for tests, on this machine only (docs/payments.md says what it promises): Stripe's
 * idempotent requests for every POST (./idempotency.ts); payment intents, payment methods (cards, wallets' cards,
 * MobilePay with its approval page), 3-D Secure, captures,
 * cancels, refunds and the events list, with signed webhooks; stripe-stateful-mock behind them for charges, refunds
 * and customers (its declines and refund rules); and the Stripe.js test double (`/v3/stripe.js`,
 * ./stripe-js-double.js) that the test storefront loads in place of Stripe's script. Listens on loopback, on `port`
 * or a free one. Its answers are checked against Stripe's published OpenAPI description (./openapi/).
 */
export async function startStripeServer(options: { port?: number; webhooks: WebhookEndpoint[] }): Promise<StripeServer> {
  const app = express()
  app.disable("x-powered-by")
  // The browser calls from the storefront's origin with the publishable key, as Stripe.js does with Stripe.
  app.use((req, res, next) => {
    res.setHeader("Access-Control-Allow-Origin", "*")
    res.setHeader("Access-Control-Allow-Headers", "authorization, content-type, idempotency-key")
    res.setHeader("Access-Control-Allow-Methods", "GET, POST")
    if (req.method === "OPTIONS") return void res.status(204).end()
    next()
  })
  const double = fs.readFileSync(path.join(here, "stripe-js-double.js"), "utf8")
  app.get("/v3/stripe.js", (_req, res) => {
    res.type("application/javascript").send(double)
  })
  // Parsed once here, for the idempotency check and the routes; the mock then takes the parsed body as it is.
  app.use(express.urlencoded({ extended: true }))
  app.use(idempotentRequests())
  const webhooks = new WebhookSender(options.webhooks)
  app.use(webhooks.noteRequest)
  const store = new Store(webhooks)
  const routes = express.Router()
  store.methods.routes(routes)
  paymentIntentRoutes(routes, store)
  threeDSecureRoutes(routes, store)
  captureRoutes(routes, store)
  refundRoutes(routes, store)
  eventRoutes(routes, webhooks)
  app.use(routes)
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
