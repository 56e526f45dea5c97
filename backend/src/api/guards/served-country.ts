import type { MedusaRequest } from "@medusajs/medusa"
import type { EntityManager } from "typeorm"
import { assertServedCountry } from "../../lib/served-countries"
import { middleware } from "../http/handler"
import { formFor, type Guard } from "./guard"

type Body = Record<string, unknown> | undefined

/** The `country_code` of `address` when it is a string (anything else is left to Medusa's own validation). */
function countryOf(address: unknown): string | undefined {
  const code = (address as { country_code?: unknown } | null | undefined)?.country_code
  return typeof code === "string" && code.trim() ? code.trim() : undefined
}

/**
 * Refuses (400 `invalid_data`, naming the country and the served ones) an address whose country no region serves;
 * `pick` finds the address in the body.
 */
function servedCountryOf(pick: (body: Body) => unknown) {
  return middleware(async (req: MedusaRequest) => {
    const country = countryOf(pick(req.body as Body))
    if (country) await assertServedCountry(req.scope.resolve<EntityManager>("manager"), country, "address")
  })
}

/** The two routes of the address book that write an address, by where their body holds it. */
const FORMS = {
  "POST /store/customers/me/addresses": servedCountryOf((body) => body?.address),
  "POST /store/customers/me/addresses/:address_id": servedCountryOf((body) => body),
}

/**
 * The address book (Medusa's routes of the signed-in customer's own addresses) keeps addresses only in countries the
 * store serves, as the clinic and application routes do: a new address is the body's `address`, a changed one the body.
 */
export const servedCountry: Guard = (route) => formFor("servedCountry", route, FORMS)
