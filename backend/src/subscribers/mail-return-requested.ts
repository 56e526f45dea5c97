import type { SubscriberArgs, SubscriberConfig } from "@medusajs/medusa"
import { mailAboutReturn, type ReturnEventData } from "../mail/return-mail"

/** Mails the customer, in her language, that her return is requested: the order's number and the lines going back. */
export default async function mailReturnRequested({ data, container }: SubscriberArgs<ReturnEventData>): Promise<void> {
  await mailAboutReturn(container, "order.return_requested", data)
}

export const config: SubscriberConfig = { event: "order.return_requested", context: { subscriberId: "mail-return-requested" } }
