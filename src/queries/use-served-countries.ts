import { useQuery } from "@tanstack/react-query"
import { useApi } from "../api/api-provider"
import { queryKeys } from "./query-keys"
import { useCustomerScope } from "./use-customer-scope"

/** The countries the store serves: every country a region lists (ISO 3166-1 alpha-2, lower-case, sorted). */
function servedCountriesOf(regions: readonly { countries: readonly { iso_2: string }[] }[]): string[] {
  return [...new Set(regions.flatMap((region) => region.countries.map((country) => country.iso_2.toLowerCase())))].sort()
}

/** The served countries from Medusa's regions (`GET /store/regions`), for the address forms' country selects. */
export function useServedCountries() {
  const api = useApi()
  const customerId = useCustomerScope()
  return useQuery({ queryKey: queryKeys.servedCountries(customerId), queryFn: async () => servedCountriesOf(await api.regions.list()) })
}
