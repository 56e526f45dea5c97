import type { MedusaContainer } from "@medusajs/medusa"
import type { Db } from "../idp/users"
import { storeLink } from "./links"
import { localeOfCustomer, localeOfEmail } from "./recipients"
import { sendStoreMail } from "./send"

/**
 * Mails the customer who ordered about a lab order of their order: the order number and a sign-in link to the order,
 * in their language. Never the result: a result is health data and never leaves the store by mail.
 */
export async function mailAboutLabOrder(
  container: MedusaContainer,
  event: "lab_order.status_changed" | "lab_order.result_replaced",
  data: { id: string; order_id: string },
  kind: "results_ready" | "results_corrected"
): Promise<void> {
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
  const next = `/orders/${order.id}`
  await sendStoreMail(container, event, {
    id: data.id,
    customer_id: order.customer_id,
    to: order.email,
    locale,
    content: { kind, display_id: order.display_id, link: storeLink(`/login?${new URLSearchParams({ next, lang: locale })}`) },
  })
}
