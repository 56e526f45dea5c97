import type { SubscriberArgs, SubscriberConfig } from "@medusajs/medusa"
import type { Db } from "../persistence/db"
import type { DomainEvents } from "../lib/domain-events"
import { clinicWithOwner } from "../persistence/clinic"
import { storeLink } from "../mail/links"
import { localeOfCustomer, localeOfEmail } from "../mail/recipients"
import { sendStoreMail } from "../mail/send"

/**
 * Mails the decision on a clinic's application to its owner and to its billing email (once when they are the same).
 * Only approval and rejection are announced (a reopened application is not).
 */
export default async function mailClinicDecision({ data, container }: SubscriberArgs<DomainEvents["clinic.status_changed"]>): Promise<void> {
  const decision = data.status
  if (decision !== "approved" && decision !== "rejected") return
  const db = container.resolve<Db>("manager")
  const clinic = await clinicWithOwner(db, data.id)
  if (!clinic) return
  const { name, billing_email, owner_id, owner_email } = clinic
  const ownerAddress = owner_email?.toLowerCase()
  const ownerLocale = owner_id ? (await localeOfCustomer(db, owner_id))?.locale : undefined
  const recipients = [...new Set([ownerAddress, billing_email.toLowerCase()].filter((to): to is string => Boolean(to)))]
  for (const to of recipients) {
    const isOwner = to === ownerAddress
    const locale = (isOwner ? ownerLocale : await localeOfEmail(db, to)) ?? ownerLocale ?? "en"
    await sendStoreMail(container, "clinic.status_changed", {
      id: data.id,
      customer_id: isOwner ? owner_id : null,
      to,
      locale,
      content: { kind: "application_decision", decision, clinic_name: name, reason: data.reason ?? null, link: storeLink(`/?lang=${locale}`) },
    })
  }
}

export const config: SubscriberConfig = { event: "clinic.status_changed", context: { subscriberId: "mail-clinic-decision" } }
