import type { SubscriberArgs, SubscriberConfig } from "@medusajs/medusa"
import type { DomainEvents } from "../lib/domain-events"
import { mailAboutLabOrder } from "../mail/lab-order-mail"

/**
 * Mails the customer who ordered (and a clinic's owner and admins) once per status change of a lab order: kit sent, awaiting samples, in analysis,
 * results ready, cancelled (the order number, the test and a link; never the result).
 */
export default async function mailLabOrderStatus({ data, container }: SubscriberArgs<DomainEvents["lab_order.status_changed"]>): Promise<void> {
  if (data.status === "received") return
  const news = data.status === "results_ready" ? ({ kind: "results_ready" } as const) : ({ kind: "lab_order_update", status: data.status } as const)
  await mailAboutLabOrder(container, "lab_order.status_changed", data.id, news)
}

export const config: SubscriberConfig = { event: "lab_order.status_changed", context: { subscriberId: "mail-lab-order-status" } }
