import type { StoreLocale } from "@clinic-store/contract"
import { approverIdsOfClinic } from "../persistence/clinic-member"
import type { Db } from "../persistence/db"
import { clinicOfOrder } from "../persistence/order-clinic"
import { localeOfCustomer, localeOfEmail } from "./recipients"

/** One person a lab-order mail goes to, in their language. */
export type LabMailRecipient = { to: string; customer_id: string | null; locale: StoreLocale }

/**
 * Who hears about the lab's work on an order: the customer who ordered the test and, for a clinic's order, the
 * clinic's owner and admins, each once (by address) and in their own language. Never the clinic's billing mailbox
 * (a clinic order's email): it receives the invoices, not the clinical news. An order without a customer (none the
 * store makes) falls back to its email.
 */
export async function labOrderMailRecipients(db: Db, order: { order_id: string; customer_id: string | null; email: string }): Promise<LabMailRecipient[]> {
  const clinic = await clinicOfOrder(db, order.order_id)
  const customerIds = [order.customer_id, ...(clinic ? await approverIdsOfClinic(db, clinic.clinic_id) : [])].filter((id): id is string => Boolean(id))
  const recipients = new Map<string, LabMailRecipient>()
  for (const customerId of customerIds) {
    const customer = await localeOfCustomer(db, customerId)
    const key = customer?.email.toLowerCase()
    if (customer && key && !recipients.has(key)) recipients.set(key, { to: customer.email, customer_id: customerId, locale: customer.locale ?? "en" })
  }
  if (!recipients.size && !order.customer_id) {
    recipients.set(order.email.toLowerCase(), { to: order.email, customer_id: null, locale: (await localeOfEmail(db, order.email)) ?? "en" })
  }
  return [...recipients.values()]
}
