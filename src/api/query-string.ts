import qs from "qs"

/** Query-string limits: how deep, how many parameters and how long an array a query may be. */
export const QUERY_LIMITS = { depth: 5, arrayLimit: 20, parameterLimit: 1000 } as const

/** Parses a query string (leading `?` allowed) within these limits. */
export function parseQuery(query: string): Record<string, unknown> {
  return qs.parse(query, { ...QUERY_LIMITS, ignoreQueryPrefix: true })
}

/** Serialises query parameters; undefined and null values are left out (src/api/stringify-query.ts, qs's format). */
export { stringifyQuery } from "./stringify-query"
