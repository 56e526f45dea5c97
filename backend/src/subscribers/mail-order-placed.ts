import type { OrderService, SubscriberArgs, SubscriberConfig } from "@medusajs/medusa"
import { formatMoney } from "@clinic-store/contract"
import type { Db } from "../idp/users"
import { storeLink } from "../mail/links"
import { localeOfCustomer, localeOfEmail } from "../mail/recipients"
import { sendStoreMail } from "../mail/send"

/** Mails the customer when an order is placed: its number, items and Medusa's total, and a link to the order. */
export default async function mailOrderPlaced({ data, container }: SubscriberArgs<{ id: string }>): Promise<void> {
  const orderId = data.id
  const db = container.resolve<Db>("manager")
  const order = await container
    .resolve<OrderService>("orderService")
    .withTransaction(container.resolve("manager"))
    .retrieveWithTotals(orderId, { relations: ["items"] })
  const locale = (order.customer_id ? (await localeOfCustomer(db, order.customer_id))?.locale : undefined) ?? (await localeOfEmail(db, order.email)) ?? "en"
  // Amounts are Medusa's own totals, formatted only.
  const money = (amount: number | null | undefined) => formatMoney(amount ?? 0, order.currency_code, locale)
  await sendStoreMail(container, "order.placed", {
    id: order.id,
    customer_id: order.customer_id,
    to: order.email,
    locale,
    content: {
      kind: "order_placed",
      display_id: order.display_id,
      items: order.items.map((item) => ({ title: item.title, quantity: item.quantity, total: money(item.total) })),
      total: money(order.total),
      link: storeLink(`/orders/${order.id}?lang=${locale}`),
    },
  })
}

export const config: SubscriberConfig = { event: "order.placed", context: { subscriberId: "mail-order-placed" } }
