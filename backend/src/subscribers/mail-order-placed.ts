import type { OrderService, SubscriberArgs, SubscriberConfig } from "@medusajs/medusa"
import { cardBrandName, formatStoreMoney, lineAmount, lineName, paymentCardOf, pricesIncludeTax, SHIPS_WITHIN_WORKING_DAYS } from "@clinic-store/contract"
import type { Db } from "../persistence/db"
import { storeLink } from "../mail/links"
import { paymentStandingOf, paymentWords } from "../payments/payment-words"
import { localeOfCustomer, localeOfEmail } from "../mail/recipients"
import { sendStoreMail } from "../mail/send"
import type OrderReferenceService from "../services/order-reference"

/**
 * Mails the customer when an order is placed, saying what the confirmation page says: its number, each line by product
 * and variant with Medusa's line amount, Medusa's subtotal, discount, shipping, tax and total (formatted by the
 * storefront's own money rule; "incl. VAT" where the prices include it), what happens next as the confirmation says
 * it (how the payment stands, the card's brand and last four, when it ships, what to do with the kits), and a link to
 * the order in the customer's language.
 */
export default async function mailOrderPlaced({ data, container }: SubscriberArgs<{ id: string }>): Promise<void> {
  const orderId = data.id
  const db = container.resolve<Db>("manager")
  const order = await container
    .resolve<OrderService>("orderService")
    .withTransaction(container.resolve("manager"))
    .retrieveWithTotals(orderId, { relations: ["items", "payments"] })
  const locale = (order.customer_id ? (await localeOfCustomer(db, order.customer_id))?.locale : undefined) ?? (await localeOfEmail(db, order.email)) ?? "en"
  // Amounts are Medusa's own figures, formatted only.
  const money = (amount: number | null | undefined) => formatStoreMoney(amount ?? 0, order.currency_code, locale)
  const card = paymentCardOf(order.payments as never)
  await sendStoreMail(container, "order.placed", {
    id: order.id,
    customer_id: order.customer_id,
    to: order.email,
    locale,
    content: {
      kind: "order_placed",
      display_id: order.display_id,
      reference: await container.resolve<OrderReferenceService>("orderReferenceService").ofOrder(order.id),
      items: order.items.map((item) => ({ title: lineName(item), quantity: item.quantity, total: money(lineAmount(item)) })),
      totals: {
        subtotal: money(order.subtotal),
        discount: order.discount_total ? money(order.discount_total) : null,
        shipping: money(order.shipping_total),
        tax: money(order.tax_total),
        total: money(order.total),
        includes_tax: pricesIncludeTax(order.items),
      },
      payment: paymentWords(paymentStandingOf(order), locale),
      next: { card: card ? { brand: cardBrandName(card.brand), last4: card.last4 } : null, ships_within_days: SHIPS_WITHIN_WORKING_DAYS },
      link: storeLink(`/orders/${order.id}?lang=${locale}`),
    },
  })
}

export const config: SubscriberConfig = { event: "order.placed", context: { subscriberId: "mail-order-placed" } }
