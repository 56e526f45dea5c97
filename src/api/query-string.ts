import qs from "qs"

/** Query-string limits of the seed (section 9). */
export const QUERY_LIMITS = { depth: 5, arrayLimit: 20, parameterLimit: 1000 } as const

/** Parses a query string (leading `?` allowed) within the seed's limits. */
export function parseQuery(query: string): Record<string, unknown> {
  return qs.parse(query, { ...QUERY_LIMITS, ignoreQueryPrefix: true })
}

/** Serialises query parameters; undefined and null values are left out. Empty string when nothing remains. */
export function stringifyQuery(params: Record<string, unknown>): string {
  return qs.stringify(params, { skipNulls: true, addQueryPrefix: false, encodeValuesOnly: true })
}
