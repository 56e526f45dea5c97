import Medusa from "@medusajs/medusa-js"
import { env } from "../lib/env"
import { COMMERCE_CLIENT_RETRIES } from "./commerce-client-retries"
import { commerceAdapter } from "./commerce-transport"
import { commerceClientRetry } from "./http-retry"

export { COMMERCE_CLIENT_RETRIES }

/**
 * A Medusa client whose requests go through the storefront's transport under the commerce client's retry policy
 * (`retries` retries); medusa-js's own retry is off (maxRetries 0), so no request is retried twice over. With a
 * publishable key (`VITE_MEDUSA_PUBLISHABLE_KEY`) medusa-js sends it on every call (`x-publishable-api-key`).
 */
export function createCommerceClient(
  baseUrl: string,
  fetchImpl?: typeof fetch,
  retries: number = COMMERCE_CLIENT_RETRIES,
  publishableApiKey: string | undefined = env.VITE_MEDUSA_PUBLISHABLE_KEY
): Medusa {
  return new Medusa({ baseUrl, maxRetries: 0, axiosAdapter: commerceAdapter(commerceClientRetry(retries), fetchImpl), publishableApiKey })
}

/** The one Medusa client of the storefront: credentials included, 3 retries, base URL from the environment. */
export const commerce = createCommerceClient(env.VITE_MEDUSA_BACKEND_URL)
