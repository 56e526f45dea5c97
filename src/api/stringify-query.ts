/**
 * The store's query-string limits (the backend's parser has the same and answers 400 beyond them): nesting 5 levels
 * deep, arrays of 20 items, 1,000 parameters.
 */
const QUERY_LIMITS = { depth: 5, arrayLimit: 20, parameterLimit: 1000 } as const

/** qs's value encoding (RFC 3986): encodeURIComponent, plus the four characters it leaves alone. */
function encode(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
}

function pairs(key: string, value: unknown, out: string[], depth: number): void {
  if (value === undefined || value === null) return
  if (typeof value === "object" && !(value instanceof Date) && depth >= QUERY_LIMITS.depth) {
    throw new RangeError(`query: ${key} nests deeper than ${QUERY_LIMITS.depth} levels`)
  }
  if (Array.isArray(value)) {
    if (value.length > QUERY_LIMITS.arrayLimit) throw new RangeError(`query: ${key} has more than ${QUERY_LIMITS.arrayLimit} items`)
    value.forEach((item, index) => pairs(`${key}[${index}]`, item, out, depth + 1))
  } else if (value instanceof Date) out.push(`${key}=${encode(value.toISOString())}`)
  else if (typeof value === "object") for (const [k, v] of Object.entries(value)) pairs(`${key}[${k}]`, v, out, depth + 1)
  else out.push(`${key}=${encode(String(value))}`)
}

/**
 * Serialises query parameters as `qs.stringify(params, { skipNulls: true, encodeValuesOnly: true })` does
 * (arrays as `key[0]=a`, objects as `key[sub]=b`, undefined and null left out; tested against qs), without
 * qs and its helpers in the first route's JavaScript. Empty string when nothing remains. Throws (RangeError naming
 * the limit) for parameters beyond the limits above, which the backend would refuse.
 */
export function stringifyQuery(params: Record<string, unknown>): string {
  const out: string[] = []
  for (const [key, value] of Object.entries(params)) pairs(key, value, out, 0)
  if (out.length > QUERY_LIMITS.parameterLimit) throw new RangeError(`query: more than ${QUERY_LIMITS.parameterLimit} parameters`)
  return out.join("&")
}
