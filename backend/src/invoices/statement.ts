import type { StoreLocale } from "@clinic-store/contract"
import type { Seller } from "./seller"

/** The words of a statement of open invoices in one language. */
export type StatementCopy = {
  title: string
  date: string
  seller: string
  billTo: string
  vat: string
  buyerVat: string
  number: string
  invoiceDate: string
  dueDate: string
  order: string
  amount: string
  /** The sum of the open amounts in one currency. */
  total: string
  /** When the clinic owes nothing. */
  nothingOpen: string
  howToPay: string
  payManual: string
  account: string
}

const en: StatementCopy = {
  title: "Statement of open invoices",
  date: "Statement date",
  seller: "From",
  billTo: "Clinic",
  vat: "VAT number",
  buyerVat: "VAT/EAN number",
  number: "Invoice",
  invoiceDate: "Date",
  dueDate: "Due",
  order: "Order",
  amount: "Amount",
  total: "Total open",
  nothingOpen: "No invoices are open: nothing to pay.",
  howToPay: "How to pay",
  payManual: "Please pay each invoice by bank transfer by its due date, quoting its invoice number.",
  account: "Bank account",
}

const da: StatementCopy = {
  title: "Kontoudtog over åbne fakturaer",
  date: "Dato",
  seller: "Fra",
  billTo: "Klinik",
  vat: "CVR/momsnummer",
  buyerVat: "CVR/EAN-nummer",
  number: "Faktura",
  invoiceDate: "Dato",
  dueDate: "Forfald",
  order: "Ordre",
  amount: "Beløb",
  total: "Åbent i alt",
  nothingOpen: "Ingen fakturaer er åbne: der er intet at betale.",
  howToPay: "Sådan betaler du",
  payManual: "Betal venligst hver faktura ved bankoverførsel senest på forfaldsdagen med fakturanummeret som tekst.",
  account: "Bankkonto",
}

const es: StatementCopy = {
  title: "Extracto de facturas pendientes",
  date: "Fecha del extracto",
  seller: "De",
  billTo: "Clínica",
  vat: "NIF/IVA",
  buyerVat: "NIF/IVA o EAN",
  number: "Factura",
  invoiceDate: "Fecha",
  dueDate: "Vencimiento",
  order: "Pedido",
  amount: "Importe",
  total: "Total pendiente",
  nothingOpen: "No hay facturas pendientes: no hay nada que pagar.",
  howToPay: "Cómo pagar",
  payManual: "Pague cada factura por transferencia bancaria antes de su vencimiento, indicando su número de factura.",
  account: "Cuenta bancaria",
}

/** A statement's words in each store language. */
export const STATEMENT_COPY: Record<StoreLocale, StatementCopy> = { en, da, es }

/** Everything a statement of a clinic's open invoices says, already formatted in its language. */
export type StatementDocument = {
  locale: StoreLocale
  issuedAt: string
  seller: Seller
  clinic: { name: string; lines: string[]; email: string; vatNumber: string | null }
  /** The open invoices, oldest first: number, issue day, due day, order number and Medusa's total of the order. */
  invoices: { number: string; issuedAt: string; due: string; orderNumber: number; amount: string }[]
  /** The sum of the open totals per currency. */
  totals: string[]
}
