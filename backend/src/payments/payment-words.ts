import type { Order } from "@medusajs/medusa"
import { formatStoreDay, paymentStanding, type PaymentStanding, type PaymentStandingKind, type StoreLocale } from "@clinic-store/contract"
import { sellerFromEnv } from "../invoices/seller"

/** The payment standings in each language, as the storefront's catalogues word them (`paymentStanding.*`). */
const WORDS: Record<StoreLocale, Record<PaymentStandingKind, string>> = {
  en: {
    paid_by_card: "Paid by card",
    invoice_due: "Invoice due {date}",
    paid_by_invoice: "Paid by invoice",
    partially_refunded: "Partly refunded",
    refunded: "Refunded",
    canceled: "Payment cancelled",
    not_paid: "Not paid",
  },
  da: {
    paid_by_card: "Betalt med kort",
    invoice_due: "Faktura forfalder {date}",
    paid_by_invoice: "Betalt via faktura",
    partially_refunded: "Delvist refunderet",
    refunded: "Refunderet",
    canceled: "Betaling annulleret",
    not_paid: "Ikke betalt",
  },
  es: {
    paid_by_card: "Pagado con tarjeta",
    invoice_due: "Factura con vencimiento el {date}",
    paid_by_invoice: "Pagado por factura",
    partially_refunded: "Reembolsado en parte",
    refunded: "Reembolsado",
    canceled: "Pago cancelado",
    not_paid: "No pagado",
  },
}

/** An order's payment standing in the shopper's words (the order mail and the invoice; the order page says the same). */
export function paymentWords(standing: PaymentStanding, locale: StoreLocale): string {
  const words = WORDS[locale][standing.kind]
  return standing.kind === "invoice_due" ? words.replace("{date}", formatStoreDay(standing.due, locale)) : words
}

/** How an order's payment stands for the shopper, from Medusa's payments: the order page, the order mail and the invoice. */
export function paymentStandingOf(order: Pick<Order, "payments" | "created_at">): PaymentStanding {
  return paymentStanding(order.payments ?? [], order.created_at, sellerFromEnv().paymentDays)
}
