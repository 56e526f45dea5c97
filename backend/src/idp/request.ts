import type { MedusaRequest } from "@medusajs/medusa"
import { originMatcher } from "../identity/config"

type ConfigModule = { projectConfig: { store_cors?: string } }

/** The storefront origins the backend trusts (`STORE_CORS`, as Medusa reads it). */
export function storeOrigins(req: MedusaRequest): string {
  return req.scope.resolve<ConfigModule>("configModule").projectConfig.store_cors ?? ""
}

/** The request's Origin when it is an allowed storefront origin (a token's `azp`), else undefined. */
export function authorizedParty(req: MedusaRequest): string | undefined {
  const origin = req.headers.origin
  return typeof origin === "string" && originMatcher(storeOrigins(req))(origin) ? origin : undefined
}
