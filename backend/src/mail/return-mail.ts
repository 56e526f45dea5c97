import type { OrderService } from "@medusajs/medusa"
import { formatStoreMoney, lineName } from "@clinic-store/contract"
import type { Db } from "../persistence/db"
import type { ReturnMailLine } from "./kinds"
import { storeLink } from "./links"
import { localeOfCustomer, localeOfEmail } from "./recipients"
import { sendStoreMail } from "./send"

type Scope = { resolve<T>(name: string): T }

/** What Medusa's return events carry: the order and its return. */
export type ReturnEventData = { id: string; return_id: string; no_notification?: boolean }

/**
 * Mails the customer who placed the order, in her language, about one of its returns: the lines going back (product and variant
 * with the units) and, once received, Medusa's refunded total of the order. Nothing when staff asked for no
 * notification, or when the return is not the order's.
 */
export async function mailAboutReturn(container: Scope, event: "order.return_requested" | "order.items_returned", data: ReturnEventData): Promise<void> {
  if (data.no_notification) return
  const db = container.resolve<Db>("manager")
  const order = await container
    .resolve<OrderService>("orderService")
    .withTransaction(container.resolve("manager"))
    .retrieveWithTotals(data.id, { relations: ["items", "refunds", "returns", "returns.items"] })
  const found = order.returns?.find((candidate) => candidate.id === data.return_id)
  if (!found) return
  // The customer who asked (for a clinic's order, order.email is the clinic's billing address, which keeps the order mails).
  const customer = order.customer_id ? await localeOfCustomer(db, order.customer_id) : undefined
  const to = customer?.email ?? order.email
  const locale = customer?.locale ?? (await localeOfEmail(db, to)) ?? "en"
  const items: ReturnMailLine[] = found.items.map((returned) => {
    const line = order.items.find((item) => item.id === returned.item_id)
    return { title: line ? lineName(line) : returned.item_id, quantity: returned.received_quantity ?? returned.quantity }
  })
  const link = storeLink(`/orders/${order.id}?lang=${locale}`)
  const base = { id: order.id, customer_id: order.customer_id, to, locale }
  if (event === "order.return_requested") {
    await sendStoreMail(container, event, { ...base, content: { kind: "return_requested", display_id: order.display_id, items, link } })
    return
  }
  // Medusa's own figure, formatted only.
  const refunded = order.refunded_total ? formatStoreMoney(order.refunded_total, order.currency_code, locale) : null
  await sendStoreMail(container, event, { ...base, content: { kind: "return_received", display_id: order.display_id, items, refunded, link } })
}
