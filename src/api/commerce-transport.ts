import type Medusa from "@medusajs/medusa-js"
import { fetchWithRetry, type RetryPolicy } from "./http-retry"

/** The axios adapter medusa-js accepts (axios 0.x: headers already merged, the body already a JSON string). */
type AxiosAdapter = NonNullable<ConstructorParameters<typeof Medusa>[0]["axiosAdapter"]>
type AdapterConfig = Parameters<AxiosAdapter>[0]

function headersOf(config: AdapterConfig): Record<string, string> {
  const headers: Record<string, string> = {}
  for (const [name, value] of Object.entries(config.headers ?? {})) if (typeof value === "string" || typeof value === "number") headers[name] = String(value)
  return headers
}

/**
 * The commerce client's transport: medusa-js builds Medusa's paths, bodies and headers, and this axios adapter sends
 * them with the storefront's one transport ({@link fetchWithRetry}) under the commerce client's retry policy, so
 * Medusa's routes and the store's own routes share one retry loop (medusa-js's own retry stays off). A failing
 * answer becomes the axios-shaped error the rest of the storefront normalises (errors.ts).
 */
export function commerceAdapter(policy: RetryPolicy, fetchImpl: typeof fetch = (...args) => fetch(...args)): AxiosAdapter {
  return async (config: AdapterConfig) => {
    const url = /^https?:\/\//.test(config.url ?? "") ? config.url! : `${(config.baseURL ?? "").replace(/\/$/, "")}/${(config.url ?? "").replace(/^\//, "")}`
    const method = (config.method ?? "get").toUpperCase()
    let answer: Response
    try {
      answer = await fetchWithRetry(url, { method, headers: headersOf(config), body: typeof config.data === "string" ? config.data : undefined, credentials: config.withCredentials ? "include" : "same-origin" }, fetchImpl, policy)
    } catch (error) {
      throw Object.assign(new Error(error instanceof Error ? error.message : "Network Error"), { config, isAxiosError: true })
    }
    const headers: Record<string, string> = {}
    answer.headers.forEach((value, name) => (headers[name] = value))
    // axios parses the JSON text after the adapter (transformResponse), for answers and failures alike.
    const response = { data: await answer.text(), status: answer.status, statusText: answer.statusText, headers, config, request: null }
    const valid = config.validateStatus ? config.validateStatus(answer.status) : answer.status >= 200 && answer.status < 300
    if (valid) return response
    throw Object.assign(new Error(`Request failed with status code ${answer.status}`), { config, response, isAxiosError: true })
  }
}
