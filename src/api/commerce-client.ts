import Medusa from "@medusajs/medusa-js"
import { env } from "../lib/env"
import { COMMERCE_CLIENT_RETRIES } from "./commerce-client-retries"

export { COMMERCE_CLIENT_RETRIES }

/** The one Medusa client of the storefront: credentials included, 3 retries, base URL from the environment. */
export const commerce = new Medusa({
  baseUrl: env.VITE_MEDUSA_BACKEND_URL,
  maxRetries: COMMERCE_CLIENT_RETRIES,
  publishableApiKey: env.VITE_MEDUSA_PUBLISHABLE_KEY,
})
