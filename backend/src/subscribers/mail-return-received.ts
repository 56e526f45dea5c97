import type { SubscriberArgs, SubscriberConfig } from "@medusajs/medusa"
import { mailAboutReturn, type ReturnEventData } from "../mail/return-mail"

/** Mails the customer, in her language, that staff received her returned items, with the order's refunded total so far. */
export default async function mailReturnReceived({ data, container }: SubscriberArgs<ReturnEventData>): Promise<void> {
  await mailAboutReturn(container, "order.items_returned", data)
}

export const config: SubscriberConfig = { event: "order.items_returned", context: { subscriberId: "mail-return-received" } }
