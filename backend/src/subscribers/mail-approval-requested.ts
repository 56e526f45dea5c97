import type { SubscriberArgs, SubscriberConfig } from "@medusajs/medusa"
import { formatStoreMoney } from "@clinic-store/contract"
import type { Db } from "../persistence/db"
import type { DomainEvents } from "../lib/domain-events"
import { approvalRequestForMail } from "../persistence/approval-request"
import { approverIdsOfClinic } from "../persistence/clinic-member"
import { storeLink } from "../mail/links"
import { localeOfCustomer } from "../mail/recipients"
import { sendStoreMail } from "../mail/send"

/** A member's request is mailed to the clinic's owner and admins, each in their language. */
export default async function mailApprovalRequested({ data, container }: SubscriberArgs<DomainEvents["approval.requested"]>): Promise<void> {
  const db = container.resolve<Db>("manager")
  const request = await approvalRequestForMail(db, data.id)
  if (!request) return
  const approvers = await approverIdsOfClinic(db, data.clinic_id)
  const name = [request.first_name, request.last_name].filter(Boolean).join(" ")
  const member = name ? `${name} (${request.email})` : request.email
  for (const approverId of approvers) {
    const recipient = await localeOfCustomer(db, approverId)
    if (!recipient) continue
    const locale = recipient.locale ?? "en"
    await sendStoreMail(container, "approval.requested", {
      id: data.id,
      customer_id: approverId,
      to: recipient.email,
      locale,
      content: { kind: "approval_requested", member, clinic_name: request.clinic_name, total: formatStoreMoney(request.total, request.currency_code, locale), limit: request.limit_kind, link: storeLink(`/clinic?lang=${locale}`) },
    })
  }
}

export const config: SubscriberConfig = { event: "approval.requested", context: { subscriberId: "mail-approval-requested" } }
