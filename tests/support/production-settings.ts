/**
 * A complete production environment of test values: every setting the environment schema (backend/environment.js)
 * requires with NODE_ENV=production. Tests spread it and take one setting out, or put their own servers' addresses in.
 */
export const PRODUCTION_SETTINGS: Record<string, string> = {
  NODE_ENV: "production",
  JWT_SECRET: "jwt-0123456789abcdef0123456789abcdef",
  COOKIE_SECRET: "cookie-0123456789abcdef0123456789abcdef",
  STORE_URL: "https://shop.example.test",
  MEDUSA_BACKEND_URL: "https://shop.example.test",
  STORE_CORS: "https://shop.example.test",
  ADMIN_CORS: "https://shop.example.test",
  SMTP_URL: "smtp://mailer:mail-password@127.0.0.1:2525",
  MAIL_FROM: "Clinic Store Test <no-reply@shop.example.test>",
  INVOICE_SELLER_NAME: "Clinic Store Test ApS",
  INVOICE_SELLER_ADDRESS: "Testvej 1|1000 København K|Denmark",
  INVOICE_SELLER_VAT: "DK12345678",
  INVOICE_BANK_ACCOUNT: "IBAN DK50 0040 0440 1162 43, BIC NDEADKKK",
  CLERK_ISSUER: "https://clerk.example.test",
  CLERK_JWKS_URL: "https://clerk.example.test/.well-known/jwks.json",
}
