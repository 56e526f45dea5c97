import type { Address } from "../../machines/domain.types"
import { emptyAddress, toAddressValues, type AddressValues } from "./address-fields"
import { countryName } from "./country-names"

/** The fields that tell two addresses apart (the book keeps one entry per place and recipient). */
const IDENTIFYING_FIELDS: (keyof AddressValues)[] = ["first_name", "last_name", "company", "address_1", "address_2", "city", "province", "postal_code", "country_code", "phone"]

const normal = (value: string | null | undefined) => (value ?? "").trim().toLowerCase()

/** The address to send to Medusa: trimmed, the country lower-case, empty optional fields as null. */
export function toAddressPayload(values: AddressValues): Address {
  const payload: Address = {}
  for (const key of Object.keys(emptyAddress) as (keyof AddressValues)[]) {
    const value = values[key].trim()
    payload[key] = value ? (key === "country_code" ? value.toLowerCase() : value) : null
  }
  return payload
}

/** Whether two addresses name the same recipient at the same place (case and surrounding spaces aside). */
export function sameAddress(a: Address | AddressValues | null | undefined, b: Address | AddressValues | null | undefined): boolean {
  const left = toAddressValues(a as Address)
  const right = toAddressValues(b as Address)
  return IDENTIFYING_FIELDS.every((key) => normal(left[key]) === normal(right[key]))
}

/** The id of the saved address equal to `address`, or null when the book has none. */
export function savedAddressIdOf(saved: readonly (Address & { id: string })[], address: Address | AddressValues | null | undefined): string | null {
  return saved.find((entry) => sameAddress(entry, address))?.id ?? null
}

/** One line naming the address: recipient, company, street, postal code and city, country in the page's language. */
export function addressSummary(address: Address, locale: string): string {
  const name = [address.first_name, address.last_name].map((part) => part?.trim()).filter(Boolean).join(" ")
  const town = [address.postal_code, address.city].map((part) => part?.trim()).filter(Boolean).join(" ")
  const country = address.country_code ? countryName(locale, address.country_code) : ""
  return [name, address.company, address.address_1, address.address_2, town, address.province, country]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(", ")
}
