import type { StoreLocale } from "@clinic-store/contract"

/**
 * What every mail says around its own copy, in one language: the store's name in the header, the line under the
 * button for mail programs that show no button, and the footer's labels (the store's contact details come from the
 * seller settings, `INVOICE_SELLER_*`, the same as on invoices).
 */
export type MailFrameCopy = {
  storeName: string
  /** Under the button: the same link written out. */
  linkFallback: string
  /** Before the seller's VAT number. */
  vat: string
  /** Before the store's contact page link. */
  contact: string
}

/** The mail frame in English, Danish and Spanish. */
export const MAIL_FRAME: Record<StoreLocale, MailFrameCopy> = {
  en: { storeName: "Clinic Store", linkFallback: "If the button does not work, open this link:", vat: "VAT no.", contact: "Questions? Contact us" },
  da: { storeName: "Clinic Store", linkFallback: "Hvis knappen ikke virker, så åbn dette link:", vat: "CVR/momsnummer", contact: "Spørgsmål? Kontakt os" },
  es: { storeName: "Clinic Store", linkFallback: "Si el botón no funciona, abre este enlace:", vat: "NIF-IVA", contact: "¿Preguntas? Contáctanos" },
}
