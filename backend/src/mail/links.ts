/** The store's public URL (`STORE_URL`, default the local storefront), without a trailing slash. */
function storeUrl(env: NodeJS.ProcessEnv = process.env): string {
  return (env.STORE_URL?.trim() || `http://localhost:${env.STORE_PORT || 8000}`).replace(/\/+$/, "")
}

/** An absolute link to a page of the store, e.g. `storeLink("/account")`. */
export function storeLink(pathAndQuery: string, env: NodeJS.ProcessEnv = process.env): string {
  return `${storeUrl(env)}${pathAndQuery.startsWith("/") ? "" : "/"}${pathAndQuery}`
}
