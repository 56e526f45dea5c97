import type { StoreLocale } from "@clinic-store/contract"
import type { Seller } from "./seller"

/** One line of an invoice: Medusa's figures of the order line, formatted. */
type InvoiceLine = { name: string; quantity: number; unitPrice: string; taxRate: string; tax: string; amount: string }

/** Everything an invoice says, already formatted in its language. */
export type InvoiceDocument = {
  locale: StoreLocale
  number: string
  issuedAt: string
  orderNumber: number
  reference: string | null
  seller: Seller
  /** The clinic (its name, billing address, billing email and VAT or EAN number), or the individual customer. */
  billTo: { name: string | null; lines: string[]; email: string; vatNumber: string | null }
  lines: InvoiceLine[]
  totals: { subtotal: string; discount: string | null; shipping: string; tax: string; total: string }
  /** The order's prices include VAT (Medusa's tax-inclusive pricing): the labels say which amounts include it. */
  includesTax: boolean
  /** Manual payment: pay by transfer; otherwise the order was paid when placed. */
  payment: "manual" | "paid"
  /** How the payment stands, in the shopper's words ("Paid by card", "Invoice due …"), as the order page says. */
  standing: string
}

/** An invoice number as printed: the store's sequence, zero-padded to six digits. */
export function formatInvoiceNumber(number: number): string {
  return String(number).padStart(6, "0")
}
