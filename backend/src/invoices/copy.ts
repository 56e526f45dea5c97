import type { StoreLocale } from "@clinic-store/contract"

/** The words of an invoice in one language. */
export type InvoiceCopy = {
  title: string
  number: string
  date: string
  order: string
  reference: string
  seller: string
  billTo: string
  vat: string
  /** The label of the buyer's (clinic's) VAT or EAN number. */
  buyerVat: string
  item: string
  quantity: string
  unitPrice: string
  tax: string
  amount: string
  subtotal: string
  discount: string
  shipping: string
  taxTotal: string
  total: string
  howToPay: string
  /** How to pay a manual-payment order: by transfer, naming the invoice number, within the terms. */
  payManual: (invoiceNumber: string, days: number) => string
  account: string
  paid: string
  /** The label of the payment's standing ("Paid by card", "Invoice due …"). */
  paymentStatus: string
  /**
   * The labels of an order priced including VAT (Medusa's tax-inclusive pricing, the EU regions): the unit prices
   * include VAT (the note above the lines says so); line amounts, subtotal and shipping are Medusa's amounts before
   * VAT; the total includes the VAT.
   */
  inclVat: Pick<InvoiceCopy, "subtotal" | "shipping" | "taxTotal" | "total"> & { note: string }
}

const en: InvoiceCopy = {
  title: "Invoice",
  number: "Invoice number",
  date: "Invoice date",
  order: "Order",
  reference: "Your reference",
  seller: "From",
  billTo: "Bill to",
  vat: "VAT number",
  buyerVat: "VAT/EAN number",
  item: "Item",
  quantity: "Qty",
  unitPrice: "Unit price",
  tax: "Tax",
  amount: "Amount",
  subtotal: "Subtotal",
  discount: "Discount",
  shipping: "Shipping",
  taxTotal: "Tax",
  total: "Total",
  howToPay: "How to pay",
  payManual: (number, days) => `Please pay the total by bank transfer within ${days} days, quoting invoice number ${number}.`,
  account: "Bank account",
  paid: "Paid by card when the order was placed: nothing more to pay.",
  paymentStatus: "Payment",
  inclVat: { note: "Unit prices include VAT; line amounts are before VAT.", subtotal: "Subtotal excl. VAT", shipping: "Shipping excl. VAT", taxTotal: "VAT", total: "Total incl. VAT" },
}

const da: InvoiceCopy = {
  title: "Faktura",
  number: "Fakturanummer",
  date: "Fakturadato",
  order: "Ordre",
  reference: "Jeres reference",
  seller: "Fra",
  billTo: "Faktureres til",
  vat: "CVR/momsnummer",
  buyerVat: "CVR/EAN-nummer",
  item: "Vare",
  quantity: "Antal",
  unitPrice: "Stykpris",
  tax: "Moms",
  amount: "Beløb",
  subtotal: "Subtotal",
  discount: "Rabat",
  shipping: "Forsendelse",
  taxTotal: "Moms",
  total: "I alt",
  howToPay: "Sådan betaler du",
  payManual: (number, days) => `Betal venligst beløbet i alt ved bankoverførsel inden ${days} dage med fakturanummer ${number} som tekst.`,
  account: "Bankkonto",
  paid: "Betalt med kort, da ordren blev afgivet: der er intet at betale.",
  paymentStatus: "Betaling",
  inclVat: { note: "Stykpriser er inkl. moms; linjebeløb er ekskl. moms.", subtotal: "Subtotal ekskl. moms", shipping: "Forsendelse ekskl. moms", taxTotal: "Moms", total: "I alt inkl. moms" },
}

const es: InvoiceCopy = {
  title: "Factura",
  number: "Número de factura",
  date: "Fecha de factura",
  order: "Pedido",
  reference: "Su referencia",
  seller: "De",
  billTo: "Facturar a",
  vat: "NIF/IVA",
  buyerVat: "NIF/IVA o EAN",
  item: "Artículo",
  quantity: "Cant.",
  unitPrice: "Precio unitario",
  tax: "Impuestos",
  amount: "Importe",
  subtotal: "Subtotal",
  discount: "Descuento",
  shipping: "Envío",
  taxTotal: "Impuestos",
  total: "Total",
  howToPay: "Cómo pagar",
  payManual: (number, days) => `Pague el total por transferencia bancaria en un plazo de ${days} días, indicando el número de factura ${number}.`,
  account: "Cuenta bancaria",
  paid: "Pagado con tarjeta al realizar el pedido: no hay nada más que pagar.",
  paymentStatus: "Pago",
  inclVat: { note: "Los precios unitarios incluyen el IVA; los importes de línea son sin IVA.", subtotal: "Subtotal sin IVA", shipping: "Envío sin IVA", taxTotal: "IVA", total: "Total con IVA" },
}

/** An invoice's words in each store language. */
export const INVOICE_COPY: Record<StoreLocale, InvoiceCopy> = { en, da, es }
