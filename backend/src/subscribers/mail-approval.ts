import type { SubscriberArgs, SubscriberConfig } from "@medusajs/medusa"
import { formatStoreMoney } from "@clinic-store/contract"
import type { Db } from "../idp/users"
import type { DomainEvents } from "../lib/domain-events"
import { storeLink } from "../mail/links"
import { localeOfCustomer } from "../mail/recipients"
import { sendStoreMail } from "../mail/send"

type Scope = SubscriberArgs<unknown>["container"]

type RequestRow = { clinic_name: string; total: number; currency_code: string; limit_kind: "per_order" | "per_month"; reason: string | null; display_id: number | null; order_id: string | null; first_name: string | null; last_name: string | null; email: string }

async function requestOf(db: Db, id: string): Promise<RequestRow | undefined> {
  const [row] = (await db.query(
    `select cl.name as clinic_name, a.total, a.currency_code, a.limit_kind, a.reason, o.display_id, a.order_id, c.first_name, c.last_name, c.email
     from approval_request a join clinic cl on cl.id = a.clinic_id join customer c on c.id = a.customer_id
     left join "order" o on o.id = a.order_id where a.id = $1`,
    [id]
  )) as RequestRow[]
  return row
}

/** A member's request is mailed to the clinic's owner and admins, each in their language. */
async function mailApprovers(container: Scope, data: DomainEvents["approval.requested"]): Promise<void> {
  const db = container.resolve<Db>("manager")
  const request = await requestOf(db, data.id)
  if (!request) return
  const approvers = (await db.query(`select customer_id from clinic_member where clinic_id = $1 and role in ('owner', 'admin')`, [data.clinic_id])) as { customer_id: string }[]
  const member = [request.first_name, request.last_name].filter(Boolean).join(" ") || request.email
  for (const approver of approvers) {
    const recipient = await localeOfCustomer(db, approver.customer_id)
    if (!recipient) continue
    const locale = recipient.locale ?? "en"
    await sendStoreMail(container, "approval.requested", {
      id: data.id,
      customer_id: approver.customer_id,
      to: recipient.email,
      locale,
      content: { kind: "approval_requested", member, clinic_name: request.clinic_name, total: formatStoreMoney(request.total, request.currency_code, locale), limit: request.limit_kind, link: storeLink(`/clinic?lang=${locale}`) },
    })
  }
}

/** An owner's or admin's decision is mailed to the member in their language. */
async function mailMember(container: Scope, data: DomainEvents["approval.decided"]): Promise<void> {
  const db = container.resolve<Db>("manager")
  const request = await requestOf(db, data.id)
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

/** Mails each step of an approval request to the other side: the request to the approvers, the decision to the member. */
export default async function mailApproval({ data, eventName, container }: SubscriberArgs<DomainEvents["approval.requested"] | DomainEvents["approval.decided"]>): Promise<void> {
  if (eventName === "approval.requested") await mailApprovers(container, data)
  else await mailMember(container, data as DomainEvents["approval.decided"])
}

export const config: SubscriberConfig = { event: ["approval.requested", "approval.decided"], context: { subscriberId: "mail-approval" } }
