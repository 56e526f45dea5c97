/** Who issues the store's invoices and where to pay them: from the environment (docs: README, .env.example). */
export type Seller = { name: string; address: string[]; vat: string | null; email: string | null; bankAccount: string | null; paymentDays: number }

/** The seller details of invoices: `INVOICE_SELLER_*` variables, with neutral defaults for development. */
export function sellerFromEnv(env: NodeJS.ProcessEnv = process.env): Seller {
  const days = Number(env.INVOICE_PAYMENT_DAYS ?? 30)
  return {
    name: env.INVOICE_SELLER_NAME?.trim() || "Clinic Store",
    // Address lines separated by "|" (one variable holds the whole address).
    address: (env.INVOICE_SELLER_ADDRESS ?? "").split("|").map((line) => line.trim()).filter(Boolean),
    vat: env.INVOICE_SELLER_VAT?.trim() || null,
    email: env.INVOICE_SELLER_EMAIL?.trim() || null,
    bankAccount: env.INVOICE_BANK_ACCOUNT?.trim() || null,
    paymentDays: Number.isInteger(days) && days > 0 ? days : 30,
  }
}
