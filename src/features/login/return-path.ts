/**
 * Where to go after signing in or up: the `next` query parameter when it is a path of this store (starts with one
 * "/", so never another site, e.g. "//evil.test" or "https://..."), else the home page. Mailed links use it: an
 * invite leads to /apply, a ready result to the order.
 */
export function returnPath(search: URLSearchParams): string {
  const next = search.get("next")
  return next && next.startsWith("/") && !next.startsWith("//") && !next.includes("\\") ? next : "/"
}
