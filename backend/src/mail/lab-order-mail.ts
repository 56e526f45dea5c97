import { lineName } from "@clinic-store/contract"
import type { MedusaContainer } from "@medusajs/medusa"
import type { Db } from "../persistence/db"
import { labOrderForMail } from "../persistence/lab-order"
import type { LabOrderMailStatus } from "./kinds"
import { storeLink } from "./links"
import { labOrderMailRecipients } from "./lab-order-recipients"
import { sendStoreMail } from "./send"

/** What a lab-order mail tells: the result is ready, it was corrected, or another step of the lab's work. */
type LabOrderNews = { kind: "results_ready" } | { kind: "results_corrected" } | { kind: "lab_order_update"; status: LabOrderMailStatus }

/**
 * Mails the people who look after one lab order (the customer who ordered and, for a clinic, its owner and admins:
 * {@link labOrderMailRecipients}), each in their language: the order number, the test (product and variant) and a
 * link to the order that keeps the language. Never the result: a result is health data and never leaves the store
 * by mail.
 */
export async function mailAboutLabOrder(
  container: MedusaContainer,
  event: "lab_order.status_changed" | "lab_order.result_replaced",
  labOrderId: string,
  news: LabOrderNews
): Promise<void> {
  const db = container.resolve<Db>("manager")
  const row = await labOrderForMail(db, labOrderId)
  if (!row) return
  for (const recipient of await labOrderMailRecipients(db, row)) {
    const { locale } = recipient
    const link = storeLink(`/login?${new URLSearchParams({ next: `/orders/${row.order_id}`, lang: locale })}`)
    const content =
      news.kind === "lab_order_update"
        ? { kind: news.kind, status: news.status, test: lineName(row), display_id: row.display_id, link }
        : { kind: news.kind, display_id: row.display_id, link }
    await sendStoreMail(container, event, { id: labOrderId, customer_id: recipient.customer_id, to: recipient.to, locale, content })
  }
}
