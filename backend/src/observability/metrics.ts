import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client"

/**
 * The process's Prometheus metrics (GET /metrics, operators only: ops-routes.ts). One registry per process: a
 * server instance counts requests, checkouts and lab-order moves; a worker counts mail and reads the event queue.
 */
export const registry = new Registry()
collectDefaultMetrics({ register: registry })

/** Request durations by method, route pattern (route-label.ts) and status. Its `_count` is the requests per route. */
export const httpDuration = new Histogram({
  name: "http_request_duration_seconds",
  help: "Duration of HTTP requests by method, route pattern and status",
  labelNames: ["method", "route", "status"] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
})

/** Checkouts answered 200 by POST /store/carts/:id/complete. */
export const checkoutCompletions = new Counter({
  name: "clinic_checkout_completions_total",
  help: "Checkouts answered 200 by POST /store/carts/:id/complete",
  registers: [registry],
})

/** Lab orders moved to a status (the lab_order.status_changed event). */
export const labOrderTransitions = new Counter({
  name: "clinic_lab_order_transitions_total",
  help: "Lab-order status moves, by the status moved to",
  labelNames: ["status"] as const,
  registers: [registry],
})

/** Mail handed to SMTP or the local outbox (`sent`), or refused by it (`failed`). */
export const mailDeliveries = new Counter({
  name: "clinic_mail_deliveries_total",
  help: "Mail deliveries by outcome (sent, failed) and transport (smtp, outbox)",
  labelNames: ["outcome", "transport"] as const,
  registers: [registry],
})

/** Jobs of Medusa's Redis event queue by state; read at each scrape (only with REDIS_URL). */
export const eventQueueDepth = new Gauge({
  name: "clinic_event_queue_jobs",
  help: "Jobs in Medusa's Redis event queue (BullMQ events-queue) by state",
  labelNames: ["state"] as const,
  registers: [registry],
})
