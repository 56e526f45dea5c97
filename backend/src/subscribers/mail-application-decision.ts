import type { SubscriberArgs, SubscriberConfig } from "@medusajs/medusa"
import type { Db } from "../persistence/db"
import type { DomainEvents } from "../lib/domain-events"
import { storeLink } from "../mail/links"
import { localeOfCustomer } from "../mail/recipients"
import { sendStoreMail } from "../mail/send"

/** Mails the decision on an individual's application to the customer (approval and rejection only). */
export default async function mailApplicationDecision({ data, container }: SubscriberArgs<DomainEvents["application.status_changed"]>): Promise<void> {
  const decision = data.status
  if (decision !== "approved" && decision !== "rejected") return
  const customer = await localeOfCustomer(container.resolve<Db>("manager"), data.id)
  if (!customer) return
  const locale = customer.locale ?? "en"
  await sendStoreMail(container, "application.status_changed", {
    id: data.id,
    customer_id: data.id,
    to: customer.email,
    locale,
    content: { kind: "application_decision", decision, clinic_name: null, reason: data.reason ?? null, link: storeLink(`/?lang=${locale}`) },
  })
}

export const config: SubscriberConfig = { event: "application.status_changed", context: { subscriberId: "mail-application-decision" } }
