import type { Request } from "express"
import { callerOf } from "./callers"
import { chargeById } from "./charges"
import type { Intent } from "./intent"
import { PaymentMethods } from "./payment-methods"
import { missing } from "./stripe-error"
import type { WebhookSender } from "./webhooks"

/** What the payment intent routes share: the intents, payment methods, pending 3-D Secure challenges, events. */
export class Store {
  readonly intents = new Map<string, Intent>()
  readonly methods = new PaymentMethods()
  /** Intent id → the payment method waiting for the customer's answer (3-D Secure, or approval in MobilePay). */
  readonly threeDSecurePending = new Map<string, string>()
  /** Intent id → where a redirect method (MobilePay) sends the shopper back to. */
  readonly returnUrls = new Map<string, string>()

  constructor(readonly webhooks: WebhookSender) {}

  intent(id: string, param = "intent"): Intent {
    const intent = this.intents.get(id)
    if (!intent) throw missing("payment_intent", id, param)
    return intent
  }

  /** The intent a charge was made for, if it was made for one (404 for a charge that does not exist). */
  intentOfCharge(chargeId: string): Intent | undefined {
    const intentId = chargeById(chargeId).payment_intent
    return typeof intentId === "string" ? this.intents.get(intentId) : undefined
  }

  /** The browser (publishable key) names the intent's client secret; the secret key reads any intent. */
  readableIntent(req: Request): Intent {
    const intent = this.intent(req.params.id)
    if (callerOf(req) === "publishable" && (req.body?.client_secret ?? req.query.client_secret) !== intent.client_secret) {
      throw missing("payment_intent", req.params.id, "intent")
    }
    return intent
  }
}
