import { authenticateOnce } from "../pipeline/caller"
import type { MedusaRequest, MiddlewareRoute } from "@medusajs/medusa"
import type { EntityManager } from "typeorm"
import { assertServedCountry } from "../../lib/served-countries"
import { middleware } from "../http/handler"
import { jsonBody } from "../http/json-body"

type Body = Record<string, unknown> | undefined

/** The `country_code` of `address` when it is a string (anything else is left to Medusa's own validation). */
function countryOf(address: unknown): string | undefined {
  const code = (address as { country_code?: unknown } | null | undefined)?.country_code
  return typeof code === "string" && code.trim() ? code.trim() : undefined
}

/**
 * Refuses (400 `invalid_data`, naming the country and the served ones) an address whose country no region serves;
 * `pick` finds the address in the body and `field` names it in the message.
 */
function servedCountryOf(pick: (body: Body) => unknown, field: string) {
  return middleware(async (req: MedusaRequest) => {
    const country = countryOf(pick(req.body as Body))
    if (country) await assertServedCountry(req.scope.resolve<EntityManager>("manager"), country, field)
  })
}

/**
 * Medusa's own address routes of the signed-in customer (the address book) keep
 * addresses only in countries the store serves, as the clinic and application routes do. Medusa answers these routes
 * only for the customer's own addresses (another customer's address id is not found).
 */
export const addressMiddlewares: MiddlewareRoute[] = [
  {
    matcher: "/store/customers/me/addresses",
    method: "POST",
    middlewares: [jsonBody(), authenticateOnce, servedCountryOf((body) => body?.address, "address")],
  },
  {
    matcher: "/store/customers/me/addresses/:address_id",
    method: "POST",
    middlewares: [jsonBody(), authenticateOnce, servedCountryOf((body) => body, "address")],
  },
]
