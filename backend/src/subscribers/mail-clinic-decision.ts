import type { SubscriberArgs, SubscriberConfig } from "@medusajs/medusa"
import type { Db } from "../idp/users"
import type { DomainEvents } from "../lib/domain-events"
import { storeLink } from "../mail/links"
import { localeOfCustomer, localeOfEmail } from "../mail/recipients"
import { sendStoreMail } from "../mail/send"

type Row = { name: string; billing_email: string; owner_id: string | null; owner_email: string | null }

/**
 * Mails the decision on a clinic's application to its owner and to its billing email (once when they are the same).
 * Only approval and rejection are announced (a reopened application is not).
 */
export default async function mailClinicDecision({ data, container }: SubscriberArgs<DomainEvents["clinic.status_changed"]>): Promise<void> {
  const decision = data.status
  if (decision !== "approved" && decision !== "rejected") return
  const db = container.resolve<Db>("manager")
  const rows = (await db.query(
    `select c.name, c.billing_email, cu.id as owner_id, cu.email as owner_email
     from clinic c left join clinic_member m on m.clinic_id = c.id and m.role = 'owner' left join customer cu on cu.id = m.customer_id
     where c.id = $1`,
    [data.id]
  )) as Row[]
  if (!rows[0]) return
  const { name, billing_email, owner_id, owner_email } = rows[0]
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
