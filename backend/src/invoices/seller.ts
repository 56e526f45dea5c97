/** Who issues the store's invoices and where to pay them: from the environment (docs: README, .env.example). */
export type Seller = { name: string; address: string[]; vat: string | null; email: string | null; bankAccount: string | null; paymentDays: number }

/**
 * Demo seller details outside production, so a development invoice shows every part of a real one (production
 * refuses to start without the real ones: environment-settings.js).
 */
const DEMO = { address: "Demo Street 1|1000 Demo City|Denmark", vat: "DK12345678", bankAccount: "IBAN DK50 0040 0440 1162 43, BIC NDEADKKK" }

/** The seller details of invoices: `INVOICE_SELLER_*` variables, with demo values outside production. */
export function sellerFromEnv(env: NodeJS.ProcessEnv = process.env): Seller {
  const days = Number(env.INVOICE_PAYMENT_DAYS ?? 30)
  const demo = env.NODE_ENV === "production" ? undefined : DEMO
  return {
    name: env.INVOICE_SELLER_NAME?.trim() || "Clinic Store",
    // Address lines separated by "|" (one variable holds the whole address).
    address: (env.INVOICE_SELLER_ADDRESS?.trim() || demo?.address || "").split("|").map((line) => line.trim()).filter(Boolean),
    vat: env.INVOICE_SELLER_VAT?.trim() || demo?.vat || null,
    email: env.INVOICE_SELLER_EMAIL?.trim() || null,
    bankAccount: env.INVOICE_BANK_ACCOUNT?.trim() || demo?.bankAccount || null,
    paymentDays: Number.isInteger(days) && days > 0 ? days : 30,
  }
}
