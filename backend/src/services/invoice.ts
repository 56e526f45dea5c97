import type { Order, OrderService } from "@medusajs/medusa"
import { formatStoreMoney, lineName, pricesIncludeTax, type StoreLocale } from "@clinic-store/contract"
import type { EntityManager } from "typeorm"
import { ForbiddenError, NotFoundError } from "../domain/errors"
import { formatInvoiceNumber, type InvoiceDocument } from "../invoices/document"
import { renderInvoicePdf } from "../invoices/pdf"
import { renderStatementPdf } from "../invoices/statement-pdf"
import type { StatementDocument } from "../invoices/statement"
import { mayPerform } from "../domain/membership-rules"
import { sellerFromEnv } from "../invoices/seller"
import { localeOfCustomer, localeOfEmail } from "../mail/recipients"
import { paymentStandingOf, paymentWords } from "../payments/payment-words"
import type OrderReferenceService from "./order-reference"
import { clinicOfOrder } from "../persistence/order-clinic"
import {
  clinicOrdersOwing,
  giveBackInvoiceNumber,
  membershipWithBilling,
  insertInvoice,
  invoiceNumbersOf,
  invoiceOfOrder,
  invoicingStoreId,
  mayReadInvoice,
  orderExists,
  takeNextInvoiceNumber,
  type InvoiceRow,
} from "../persistence/invoice"
import { StoreService } from "../lib/store-service"

type Dependencies = { manager: EntityManager; orderService: OrderService; orderReferenceService: OrderReferenceService }

/** An order's invoice number and when it was issued. */
export type InvoiceRecord = InvoiceRow

/**
 * Invoices: every order has one, numbered in sequence per store without gaps, rendered as a PDF in the customer's
 * language from Medusa's own order totals.
 */
export default class InvoiceService extends StoreService<Dependencies> {
  /**
   * The order's invoice, numbered now when it has none. The store's counter row is updated and the invoice inserted
   * in one transaction: the row lock orders concurrent orders, and a failure rolls the number back with the invoice,
   * so the numbers have no gaps and no repeats.
   */
  async ensure(orderId: string): Promise<InvoiceRecord> {
    const existing = await this.find(this.activeManager_, orderId)
    if (existing) return existing
    return this.atomicPhase_(async (manager: EntityManager) => {
      if (!(await orderExists(manager, orderId))) throw new NotFoundError("Order")
      const storeId = await invoicingStoreId(manager)
      const number = await takeNextInvoiceNumber(manager, storeId)
      // A second numbering of the same order (two requests at once) waited on the counter's lock: it finds the first's.
      const raced = await this.find(manager, orderId)
      if (raced) {
        await giveBackInvoiceNumber(manager, storeId)
        return raced
      }
      return insertInvoice(manager, orderId, storeId, number)
    })
  }

  /** The invoice numbers of orders (orders not yet numbered are absent). */
  async numbersOf(orderIds: string[]): Promise<Map<string, string>> {
    if (!orderIds.length) return new Map()
    const rows = await invoiceNumbersOf(this.activeManager_, orderIds)
    return new Map(rows.map((row) => [row.order_id, formatInvoiceNumber(row.number)]))
  }

  /**
   * Whether a customer may read an order's invoice: for an order placed for a clinic, that clinic's owner and admins,
   * and the member who placed it while she belongs to it; for an individual's order, the customer who placed it.
   * Anyone else (other members, other clinics, a clinic the placer joined later) is answered as if the order did not exist.
   */
  async mayRead(customerId: string, orderId: string): Promise<boolean> {
    return mayReadInvoice(this.activeManager_, customerId, orderId)
  }

  /** The order's invoice as a PDF with its file name; numbered first when it has no number yet. */
  async pdf(orderId: string): Promise<{ fileName: string; content: Buffer }> {
    const record = await this.ensure(orderId)
    const document = await this.document(orderId, record)
    return { fileName: `invoice-${document.number}.pdf`, content: await renderInvoicePdf(document) }
  }

  /**
   * What the invoice says, from Medusa's order with totals, the reference and whom it bills: for an order placed for a
   * clinic, that clinic with its name, billing email and billing address as they were when the order was placed (an
   * invoice does not change when the clinic later does); for an individual's order, the order's billing address and email.
   */
  async document(orderId: string, record: InvoiceRecord): Promise<InvoiceDocument> {
    const manager = this.activeManager_
    const order = await this.deps_.orderService
      .withTransaction(manager)
      .retrieveWithTotals(orderId, { relations: ["items", "items.tax_lines", "billing_address", "payments", "region"] })
    const locale = await this.localeOf(order)
    const money = (amount: number | null | undefined) => formatStoreMoney(amount ?? 0, order.currency_code, locale)
    const clinic = await clinicOfOrder(manager, orderId)
    const number = formatInvoiceNumber(record.number)
    return {
      locale,
      number,
      issuedAt: new Intl.DateTimeFormat(locale === "en" ? "en-GB" : locale, { dateStyle: "long", timeZone: "UTC" }).format(new Date(record.issued_at)),
      orderNumber: order.display_id,
      reference: await this.deps_.orderReferenceService.withTransaction(manager).ofOrder(orderId),
      seller: sellerFromEnv(),
      billTo: clinic
        ? { name: clinic.clinic_name, lines: addressLines(clinic.billing_address), email: clinic.billing_email, vatNumber: clinic.vat_number }
        : { name: null, lines: addressLines(order.billing_address ?? null), email: order.email, vatNumber: null },
      lines: order.items.map((item) => ({
        name: lineName(item),
        quantity: item.quantity,
        unitPrice: money(item.unit_price),
        taxRate: `${(item.tax_lines ?? []).reduce((sum, line) => sum + Number(line.rate), 0)} %`,
        tax: money(item.tax_total),
        amount: money(item.subtotal),
      })),
      totals: {
        subtotal: money(order.subtotal),
        discount: order.discount_total ? money(order.discount_total) : null,
        shipping: money(order.shipping_total),
        tax: money(order.tax_total),
        total: money(order.total),
      },
      includesTax: pricesIncludeTax(order.items),
      payment: (order.payments ?? []).some((payment) => payment.provider_id !== "manual") ? "paid" : "manual",
      standing: paymentWords(paymentStandingOf(order), locale),
    }
  }

  /**
   * The statement of a clinic's open invoices (PDF) for its owner and admins (a member: 403, anyone else: 404): every
   * order placed for the clinic whose invoice is due (the payment standing's rule), oldest first, each numbered when it
   * has no number yet, with Medusa's total; the sum per currency; the seller's details; the clinic as it is now; in
   * the caller's language.
   */
  async statement(customerId: string, clinicId: string): Promise<{ fileName: string; content: Buffer }> {
    // As the clinic routes answer: another clinic's does not exist for the caller; a plain member is refused.
    const clinic = await membershipWithBilling(this.activeManager_, customerId)
    if (!clinic || clinic.clinic_id !== clinicId) throw new NotFoundError("Clinic")
    if (!mayPerform(clinic.role, "read-statement")) throw new ForbiddenError(`A clinic ${clinic.role} may not read statement here`)
    const locale = (await localeOfCustomer(this.activeManager_, customerId))?.locale ?? "en"
    const day = (value: Date | string) => new Intl.DateTimeFormat(locale === "en" ? "en-GB" : locale, { dateStyle: "medium", timeZone: "UTC" }).format(new Date(value))
    const invoices: StatementDocument["invoices"] = []
    const sums = new Map<string, number>()
    for (const orderId of await clinicOrdersOwing(this.activeManager_, clinicId)) {
      const order = await this.deps_.orderService.retrieveWithTotals(orderId, { relations: ["payments", "region"] })
      const standing = paymentStandingOf(order)
      if (standing.kind !== "invoice_due") continue
      const record = await this.ensure(orderId)
      invoices.push({
        number: formatInvoiceNumber(record.number),
        issuedAt: day(record.issued_at),
        due: day(`${standing.due}T00:00:00Z`),
        orderNumber: order.display_id,
        amount: formatStoreMoney(order.total ?? 0, order.currency_code, locale),
      })
      sums.set(order.currency_code, (sums.get(order.currency_code) ?? 0) + (order.total ?? 0))
    }
    const document: StatementDocument = {
      locale,
      issuedAt: day(new Date()),
      seller: sellerFromEnv(),
      clinic: { name: clinic.name, lines: addressLines(clinic.billing_address as PrintableAddress), email: clinic.billing_email, vatNumber: clinic.vat_number ?? null },
      invoices,
      totals: [...sums].map(([currency, sum]) => formatStoreMoney(sum, currency, locale)),
    }
    return { fileName: `statement-${new Date().toISOString().slice(0, 10)}.pdf`, content: await renderStatementPdf(document) }
  }

  private async localeOf(order: Order): Promise<StoreLocale> {
    const manager = this.activeManager_
    return (order.customer_id ? (await localeOfCustomer(manager, order.customer_id))?.locale : undefined) ?? (await localeOfEmail(manager, order.email)) ?? "en"
  }

  private async find(manager: EntityManager, orderId: string): Promise<InvoiceRecord | null> {
    return (await invoiceOfOrder(manager, orderId)) ?? null
  }
}

type AddressField = "first_name" | "last_name" | "company" | "address_1" | "address_2" | "postal_code" | "city" | "province" | "country_code"
type PrintableAddress = { [K in AddressField]?: string | null }

/** An address as the lines of a letter. */
function addressLines(address: PrintableAddress | null): string[] {
  if (!address) return []
  const name = [address.first_name, address.last_name].filter(Boolean).join(" ")
  return [
    name,
    address.company ?? "",
    address.address_1 ?? "",
    address.address_2 ?? "",
    [address.postal_code, address.city].filter(Boolean).join(" "),
    address.province ?? "",
    (address.country_code ?? "").toUpperCase(),
  ].filter((line) => line.trim() !== "")
}
