/** The store's public URL (`STORE_URL`, default the local storefront), without a trailing slash. */
function storeUrl(env: NodeJS.ProcessEnv = process.env): string {
  return (env.STORE_URL?.trim() || `http://localhost:${env.STORE_PORT || 8000}`).replace(/\/+$/, "")
}

/** An absolute link to a page of the store, e.g. `storeLink("/account")`. */
export function storeLink(pathAndQuery: string, env: NodeJS.ProcessEnv = process.env): string {
  return `${storeUrl(env)}${pathAndQuery.startsWith("/") ? "" : "/"}${pathAndQuery}`
}

/** The backend's public URL (`MEDUSA_BACKEND_URL`, default the local backend), without a trailing slash. */
function backendUrl(env: NodeJS.ProcessEnv = process.env): string {
  return (env.MEDUSA_BACKEND_URL?.trim() || `http://localhost:${env.PORT || 9000}`).replace(/\/+$/, "")
}

/**
 * An absolute link to a page of the back office, which the backend serves at `/app` (backend/back-office.js), its
 * store pages under `/a`: e.g. `backOfficeLink("/clinics/clinic_01…")`.
 */
export function backOfficeLink(page: string, env: NodeJS.ProcessEnv = process.env): string {
  return `${backendUrl(env)}/app/a${page.startsWith("/") ? "" : "/"}${page}`
}
