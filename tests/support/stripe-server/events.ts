import type express from "express"
import type Stripe from "stripe"
import { requireSecretKey } from "./callers"
import { invalidRequest, missing } from "./stripe-error"
import type { WebhookSender } from "./webhooks"

/** `payment_intent.succeeded` matches itself; `payment_intent.*` matches every payment intent event. */
const matches = (pattern: string) => (event: Stripe.Event) =>
  pattern.endsWith(".*") ? event.type.startsWith(pattern.slice(0, -1)) : event.type === pattern

function listLimit(raw: unknown): number {
  if (raw === undefined) return 10
  const limit = Number(raw)
  if (!Number.isInteger(limit) || limit < 1 || limit > 100) throw invalidRequest("This value must be greater than or equal to 1 and less than or equal to 100.", "limit", "parameter_invalid_integer")
  return limit
}

/**
 * The events list as Stripe pages it: newest first, `limit` (1 to 100, 10 by default), `type` (a `*` wildcard) or
 * `types`, `starting_after` / `ending_before` an event id, and `has_more`. Plus one event by id, and the webhook
 * deliveries as sent (not Stripe's API, for tests that replay one).
 */
export function eventRoutes(router: express.Router, webhooks: WebhookSender): void {
  router.get("/v1/events", (req, res) => {
    requireSecretKey(req)
    const limit = listLimit(req.query.limit)
    const patterns = typeof req.query.type === "string" ? [req.query.type] : Array.isArray(req.query.types) ? req.query.types.map(String) : []
    const events = patterns.length ? webhooks.events.filter((event) => patterns.some((pattern) => matches(pattern)(event))) : webhooks.events
    const cursor = (param: "starting_after" | "ending_before") => {
      const id = req.query[param]
      if (typeof id !== "string") return -1
      const at = events.findIndex((event) => event.id === id)
      if (at < 0) throw missing("event", id, param)
      return at
    }
    const after = cursor("starting_after")
    const before = cursor("ending_before")
    let page: { data: Stripe.Event[]; has_more: boolean }
    if (before >= 0) {
      const start = Math.max(0, before - limit)
      page = { data: events.slice(start, before), has_more: start > 0 }
    } else {
      const rest = events.slice(after + 1)
      page = { data: rest.slice(0, limit), has_more: rest.length > limit }
    }
    res.json({ object: "list", url: "/v1/events", ...page })
  })

  router.get("/v1/events/:id", (req, res) => {
    requireSecretKey(req)
    const event = webhooks.events.find((candidate) => candidate.id === req.params.id)
    if (!event) throw missing("event", req.params.id)
    res.json(event)
  })

  router.get("/_test/webhook-deliveries", (req, res) => {
    requireSecretKey(req)
    res.json({ data: webhooks.deliveries })
  })
}
