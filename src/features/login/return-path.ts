/**
 * Where to go after signing in or up: the `next` query parameter when it is a path of this store (starts with one
 * "/", so never another site, e.g. "//evil.test" or "https://..."), else the home page. Mailed links use it: an
 * invite leads to /apply, a ready result to the order.
 */
export function returnPath(search: URLSearchParams): string {
  const next = search.get("next")
  return next && next.startsWith("/") && !next.startsWith("//") && !next.includes("\\") ? next : "/"
}

/**
 * The query the link between sign-in and sign-up carries on: where to go next and the invite the mail named (so the
 * other page names the clinic too); "" when there is neither.
 */
export function switchQuery(search: URLSearchParams): string {
  const kept = new URLSearchParams()
  for (const name of ["next", "invite"]) {
    const value = search.get(name)
    if (value) kept.set(name, value)
  }
  const query = kept.toString()
  return query ? `?${query}` : ""
}
