import type { SubscriberArgs, SubscriberConfig } from "@medusajs/medusa"
import type { DomainEvents } from "../lib/domain-events"
import { mailAboutLabOrder } from "../mail/lab-order-mail"

/** Mails the customer who ordered when a lab order reaches results_ready: the order number and a sign-in link. */
export default async function mailResultsReady({ data, container }: SubscriberArgs<DomainEvents["lab_order.status_changed"]>): Promise<void> {
  if (data.status !== "results_ready") return
  await mailAboutLabOrder(container, "lab_order.status_changed", data, "results_ready")
}

export const config: SubscriberConfig = { event: "lab_order.status_changed", context: { subscriberId: "mail-results-ready" } }
