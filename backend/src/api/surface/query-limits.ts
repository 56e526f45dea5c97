import { InputRefused } from "./input-refused"

/**
 * The query-string limits of the store: nesting 5 levels deep, arrays of 20 items, 1,000 parameters. They are the
 * limits of Express's "extended" query parser (qs's defaults, set on the app in scripts/medusa-server.mjs), which
 * silently drops or reshapes what goes beyond them; the gate refuses such a query instead, naming the limit.
 */
const QUERY_LIMITS = { depth: 5, arrayLimit: 20, parameterLimit: 1000 } as const

const refuse = (message: string) => new InputRefused(400, "invalid_data", message)

/** `a[b][]` → root "a" and its bracket segments ["b", ""] (percent-decoded; a key that does not decode stays as sent). */
function segmentsOf(key: string): string[] {
  let decoded = key
  try {
    decoded = decodeURIComponent(key.replace(/\+/g, " "))
  } catch {
    // Left as sent: qs keeps such a key as it is.
  }
  const root = /^[^[]*/.exec(decoded)![0]
  const brackets = [...decoded.slice(root.length).matchAll(/\[([^\]]*)\]/g)].map((match) => match[1]!)
  return [root, ...brackets]
}

/** Refuses (400, naming the limit) a raw query string beyond the limits above. */
export function assertQueryLimits(raw: string): void {
  const pairs = raw.split("&").filter(Boolean)
  if (pairs.length > QUERY_LIMITS.parameterLimit) throw refuse(`query: more than ${QUERY_LIMITS.parameterLimit} parameters`)
  // The items of each array, by the path of the array: `[]` adds one, `[n]` is item n, a repeated key adds one.
  const arrays = new Map<string, Set<string>>()
  const item = (path: string, id: string) => {
    const items = arrays.get(path) ?? new Set<string>()
    items.add(id)
    arrays.set(path, items)
    if (items.size > QUERY_LIMITS.arrayLimit) throw refuse(`query: an array of more than ${QUERY_LIMITS.arrayLimit} items`)
  }
  pairs.forEach((pair, position) => {
    const segments = segmentsOf(pair.split("=")[0]!)
    if (segments.length - 1 > QUERY_LIMITS.depth) throw refuse(`query: nested deeper than ${QUERY_LIMITS.depth} levels`)
    segments.forEach((segment, index) => {
      if (index === 0 || (segment !== "" && !/^\d+$/.test(segment))) return
      if (segment !== "" && Number(segment) >= QUERY_LIMITS.arrayLimit) throw refuse(`query: an array of more than ${QUERY_LIMITS.arrayLimit} items`)
      item(JSON.stringify(segments.slice(0, index)), segment === "" ? `#${position}` : segment)
    })
    if (segments[segments.length - 1] !== "") item(JSON.stringify(segments), `#${position}`)
  })
}
