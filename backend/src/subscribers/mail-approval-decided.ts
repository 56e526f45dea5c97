import type { SubscriberArgs, SubscriberConfig } from "@medusajs/medusa"
import { formatStoreMoney } from "@clinic-store/contract"
import type { Db } from "../persistence/db"
import type { DomainEvents } from "../lib/domain-events"
import { approvalRequestForMail } from "../persistence/approval-request"
import { storeLink } from "../mail/links"
import { localeOfCustomer } from "../mail/recipients"
import { sendStoreMail } from "../mail/send"

/** An owner's or admin's decision is mailed to the member in their language. */
export default async function mailApprovalDecided({ data, container }: SubscriberArgs<DomainEvents["approval.decided"]>): Promise<void> {
  const db = container.resolve<Db>("manager")
  const request = await approvalRequestForMail(db, data.id)
  const member = await localeOfCustomer(db, data.customer_id)
  if (!request || !member) return
  const locale = member.locale ?? "en"
  const link = storeLink(data.status === "approved" && request.order_id ? `/orders/${request.order_id}?lang=${locale}` : `/cart?lang=${locale}`)
  await sendStoreMail(container, "approval.decided", {
    id: data.id,
    customer_id: data.customer_id,
    to: member.email,
    locale,
    content: { kind: "approval_decided", decision: data.status, clinic_name: request.clinic_name, total: formatStoreMoney(request.total, request.currency_code, locale), display_id: request.display_id, reason: request.reason, link },
  })
}

export const config: SubscriberConfig = { event: "approval.decided", context: { subscriberId: "mail-approval-decided" } }
