import { randomBytes } from "node:crypto"
import type { NextFunction, Request, Response } from "express"
import Stripe from "stripe"

/** Where the server delivers its events, signed with the endpoint's secret (as Stripe's webhook endpoints are). */
export type WebhookEndpoint = { url: string; secret: string }

/** One delivery as sent: the exact body and Stripe-Signature header (tests replay these). */
export type Delivery = { url: string; eventId: string; type: string; payload: string; signature: string; status: number | null }

/** The API request that caused an event, as Stripe's `event.request` names it. */
type EventOrigin = { id: string | null; idempotency_key: string | null }

const signer = new Stripe("sk_test_signer", { apiVersion: "2022-11-15" })

/** Makes events and delivers each to every endpoint, signed; keeps what it sent. */
export class WebhookSender {
  readonly events: Stripe.Event[] = []
  readonly deliveries: Delivery[] = []
  private origin: EventOrigin = { id: null, idempotency_key: null }

  constructor(private readonly endpoints: WebhookEndpoint[]) {}

  /**
   * Notes the request being answered, for the events it causes. The routes answer synchronously, so the events sent
   * until the next request are this one's.
   */
  readonly noteRequest = (req: Request, res: Response, next: NextFunction): void => {
    this.origin = { id: String(res.getHeader("Request-Id") ?? "") || null, idempotency_key: req.header("idempotency-key") ?? null }
    next()
  }

  /** Records the event and delivers it after the API answer that caused it has gone out (as Stripe does). */
  send(type: string, object: unknown): void {
    const event = {
      id: `evt_${randomBytes(12).toString("hex")}`,
      object: "event",
      api_version: "2022-11-15",
      created: Math.floor(Date.now() / 1000),
      type,
      livemode: false,
      pending_webhooks: this.endpoints.length,
      request: { ...this.origin },
      data: { object: structuredClone(object) },
    } as unknown as Stripe.Event
    this.events.unshift(event)
    for (const endpoint of this.endpoints) setTimeout(() => void this.deliver(endpoint, event), 50)
  }

  private async deliver(endpoint: WebhookEndpoint, event: Stripe.Event): Promise<void> {
    const payload = JSON.stringify(event, null, 2)
    const signature = signer.webhooks.generateTestHeaderString({ payload, secret: endpoint.secret })
    const delivery: Delivery = { url: endpoint.url, eventId: event.id, type: event.type, payload, signature, status: null }
    this.deliveries.push(delivery)
    try {
      const res = await fetch(endpoint.url, { method: "POST", headers: { "content-type": "application/json", "stripe-signature": signature }, body: payload })
      delivery.status = res.status
    } catch {
      delivery.status = 0
    }
  }
}
