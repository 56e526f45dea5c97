import type { SubscriberArgs, SubscriberConfig } from "@medusajs/medusa"
import type { Db } from "../idp/users"
import type { DomainEvents } from "../lib/domain-events"
import { storeLink } from "../mail/links"
import { localeOfCustomer, localeOfEmail } from "../mail/recipients"
import { sendStoreMail } from "../mail/send"

/** Mails the customer who ordered when a lab order reaches results_ready: the order number and a sign-in link. */
export default async function mailResultsReady({ data, container }: SubscriberArgs<DomainEvents["lab_order.status_changed"]>): Promise<void> {
  if (data.status !== "results_ready") return
  const db = container.resolve<Db>("manager")
  const rows = (await db.query(`select id, display_id, email, customer_id from "order" where id = $1`, [data.order_id])) as {
    id: string
    display_id: number
    email: string
    customer_id: string | null
  }[]
  const order = rows[0]
  if (!order) return
  const locale = (order.customer_id ? (await localeOfCustomer(db, order.customer_id))?.locale : undefined) ?? (await localeOfEmail(db, order.email)) ?? "en"
  // The number and a sign-in link only: a result is health data and never leaves the store by mail.
  const next = `/orders/${order.id}`
  await sendStoreMail(container, "lab_order.status_changed", {
    id: data.id,
    customer_id: order.customer_id,
    to: order.email,
    locale,
    content: { kind: "results_ready", display_id: order.display_id, link: storeLink(`/login?${new URLSearchParams({ next, lang: locale })}`) },
  })
}

export const config: SubscriberConfig = { event: "lab_order.status_changed", context: { subscriberId: "mail-results-ready" } }
