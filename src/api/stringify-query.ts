/** qs's value encoding (RFC 3986): encodeURIComponent, plus the four characters it leaves alone. */
function encode(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
}

function pairs(key: string, value: unknown, out: string[]): void {
  if (value === undefined || value === null) return
  if (Array.isArray(value)) value.forEach((item, index) => pairs(`${key}[${index}]`, item, out))
  else if (value instanceof Date) out.push(`${key}=${encode(value.toISOString())}`)
  else if (typeof value === "object") for (const [k, v] of Object.entries(value)) pairs(`${key}[${k}]`, v, out)
  else out.push(`${key}=${encode(String(value))}`)
}

/**
 * Serialises query parameters as `qs.stringify(params, { skipNulls: true, encodeValuesOnly: true })` does
 * (arrays as `key[0]=a`, objects as `key[sub]=b`, undefined and null left out; tested against qs), without
 * qs and its helpers in the first route's JavaScript. Empty string when nothing remains.
 */
export function stringifyQuery(params: Record<string, unknown>): string {
  const out: string[] = []
  for (const [key, value] of Object.entries(params)) pairs(key, value, out)
  return out.join("&")
}
