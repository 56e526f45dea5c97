import type { SubscriberArgs, SubscriberConfig } from "@medusajs/medusa"
import type { Db } from "../persistence/db"
import type { DomainEvents } from "../lib/domain-events"
import type { MembershipMailChange } from "../mail/kinds"
import { clinicName } from "../persistence/clinic"
import { roleInClinic } from "../persistence/clinic-member"
import { storeLink } from "../mail/links"
import { localeOfCustomer } from "../mail/recipients"
import { sendStoreMail } from "../mail/send"

/** The change a member is told of: removed, promoted or demoted (read from the role they now have), made the owner. */
async function changeOf(db: Db, data: DomainEvents["clinic.membership_changed"]): Promise<MembershipMailChange | null> {
  if (data.change === "removed") return "removed"
  if (data.change === "ownership_transferred") return "owner"
  if (data.change !== "role_changed") return null
  const role = await roleInClinic(db, data.id, data.customer_id)
  return role === "admin" ? "promoted" : role === "member" ? "demoted" : null
}

/** Mails a member when their membership changes: removed, promoted, demoted, or made the owner by a transfer. */
export default async function mailMembershipChange({ data, container }: SubscriberArgs<DomainEvents["clinic.membership_changed"]>): Promise<void> {
  const db = container.resolve<Db>("manager")
  const change = await changeOf(db, data)
  if (!change) return
  const clinic_name = await clinicName(db, data.id)
  const member = await localeOfCustomer(db, data.customer_id)
  if (clinic_name === undefined || !member) return
  const locale = member.locale ?? "en"
  await sendStoreMail(container, "clinic.membership_changed", {
    id: data.id,
    customer_id: data.customer_id,
    to: member.email,
    locale,
    content: { kind: "membership_changed", change, clinic_name, link: storeLink(change === "removed" ? `/?lang=${locale}` : `/clinic?lang=${locale}`) },
  })
}

export const config: SubscriberConfig = { event: "clinic.membership_changed", context: { subscriberId: "mail-membership-change" } }
