import Medusa from "@medusajs/medusa-js"
import { env } from "../lib/env"

/** Retries the storefront asks of the commerce client (seed section 9); the library default is 0. */
export const COMMERCE_CLIENT_RETRIES = 3

/** The one Medusa client of the storefront: credentials included, 3 retries, base URL from the environment. */
export const commerce = new Medusa({
  baseUrl: env.VITE_MEDUSA_BACKEND_URL,
  maxRetries: COMMERCE_CLIENT_RETRIES,
  publishableApiKey: env.VITE_MEDUSA_PUBLISHABLE_KEY,
})
