import type { SubscriberArgs, SubscriberConfig } from "@medusajs/medusa"
import type { DomainEvents } from "../lib/domain-events"
import { mailAboutLabOrder } from "../mail/lab-order-mail"

/** Mails the customer who ordered when staff replace a lab order's result: the order number and a sign-in link. */
export default async function mailResultCorrected({ data, container }: SubscriberArgs<DomainEvents["lab_order.result_replaced"]>): Promise<void> {
  await mailAboutLabOrder(container, "lab_order.result_replaced", data.id, { kind: "results_corrected" })
}

export const config: SubscriberConfig = { event: "lab_order.result_replaced", context: { subscriberId: "mail-result-corrected" } }
