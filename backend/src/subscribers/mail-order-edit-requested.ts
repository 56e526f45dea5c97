import type { OrderEditService, OrderService, SubscriberArgs, SubscriberConfig } from "@medusajs/medusa"
import { formatStoreMoney } from "@clinic-store/contract"
import type { Db } from "../persistence/db"
import { storeLink } from "../mail/links"
import { localeOfCustomer, localeOfEmail } from "../mail/recipients"
import { sendStoreMail } from "../mail/send"

/**
 * When staff ask a customer about an edit of their order (Medusa's `order-edit.requested`), the customer is mailed in
 * their language: the order's number, Medusa's total now and after the edit, the difference to pay when there is one,
 * and a link to the storefront's order-edit page, where the change is confirmed or declined.
 */
export default async function mailOrderEditRequested({ data, container }: SubscriberArgs<{ id: string }>): Promise<void> {
  const manager = container.resolve<Db>("manager")
  const edits = container.resolve<OrderEditService>("orderEditService").withTransaction(container.resolve("manager"))
  const edit = await edits.decorateTotals(await edits.retrieve(data.id))
  const order = await container.resolve<OrderService>("orderService").withTransaction(container.resolve("manager")).retrieveWithTotals(edit.order_id)
  const locale = (order.customer_id ? (await localeOfCustomer(manager, order.customer_id))?.locale : undefined) ?? (await localeOfEmail(manager, order.email)) ?? "en"
  // Amounts are Medusa's own figures, formatted only.
  const money = (amount: number) => formatStoreMoney(amount, order.currency_code, locale)
  await sendStoreMail(container, "order-edit.requested", {
    id: edit.id,
    customer_id: order.customer_id,
    to: order.email,
    locale,
    content: {
      kind: "order_edit_requested",
      display_id: order.display_id,
      old_total: money(order.total),
      new_total: money(edit.total),
      difference: edit.difference_due > 0 ? money(edit.difference_due) : null,
      link: storeLink(`/orders/${order.id}/edits/${edit.id}?lang=${locale}`),
    },
  })
}

export const config: SubscriberConfig = { event: "order-edit.requested", context: { subscriberId: "mail-order-edit-requested" } }
