import type { EntityManager } from "typeorm"
import { assertServedAmong } from "../domain/served-countries"
import { servedCountryCodes } from "../persistence/country"

/** Refuses (400) an address in a country no region lists; `field` names the address in the message. */
export async function assertServedCountry(manager: EntityManager, countryCode: string, field: string): Promise<void> {
  assertServedAmong(await servedCountryCodes(manager), countryCode, field)
}
