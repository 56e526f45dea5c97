import type { EntityManager } from "typeorm"
import { InvalidError } from "./errors"

/** The countries the store serves: those a region lists (ISO 3166-1 alpha-2, lower-case, sorted). */
async function servedCountries(manager: EntityManager): Promise<string[]> {
  const rows: { iso_2: string }[] = await manager.query(
    `select c.iso_2 from country c join region r on r.id = c.region_id and r.deleted_at is null order by c.iso_2`
  )
  return rows.map((row) => row.iso_2.toLowerCase())
}

/**
 * A country is served when a region lists it. Refuses (400 `invalid_data`) any other, naming it and the served
 * ones, so the customer learns where the store delivers; `field` names the address in the message.
 */
export async function assertServedCountry(manager: EntityManager, countryCode: string, field: string): Promise<void> {
  const served = await servedCountries(manager)
  const code = countryCode.toLowerCase()
  if (served.includes(code)) return
  throw new InvalidError(`${field}.country_code: the store does not serve ${code.toUpperCase()}; it serves ${served.map((c) => c.toUpperCase()).join(", ")}`)
}
