import type { SubscriberArgs, SubscriberConfig } from "@medusajs/medusa"
import type InvoiceService from "../services/invoice"

/** Numbers the invoice of every order as it is placed (the invoice routes number it too if they come first). */
export default async function numberInvoice({ data, container }: SubscriberArgs<{ id: string }>): Promise<void> {
  await container.resolve<InvoiceService>("invoiceService").ensure(data.id)
}

export const config: SubscriberConfig = { event: "order.placed", context: { subscriberId: "invoice-number" } }
