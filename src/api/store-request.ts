import { errorFromResponse, normaliseError } from "./errors"
import { fetchWithRetry } from "./http-retry"
import { stringifyQuery } from "./stringify-query"
import { publishableKeyHeaders } from "./publishable-key"

/** Options of one request to the store's own routes. */
export interface StoreRequestOptions {
  body?: unknown
  query?: Record<string, unknown>
  headers?: Record<string, string>
}

/** One request to the store's own routes (`{host}/store{path}`), answering its JSON. */
export type StoreRequest = <T>(method: string, path: string, options?: StoreRequestOptions) => Promise<T>

/**
 * The request to the store's own routes: `{host}/store` routes, JSON in and out, cookies on every call, the
 * publishable key header on every call when a key is set, the retry helper, errors normalised into {@link ApiError}.
 * `base` is the routes' address, for links and downloads read outside `request`.
 */
export function createStoreRequest(host: string, fetchImpl: typeof fetch | undefined, publishableKey: string | undefined) {
  const base = `${host.replace(/\/$/, "")}/store`

  const request: StoreRequest = async <T>(method: string, path: string, options: StoreRequestOptions = {}): Promise<T> => {
    const query = options.query ? stringifyQuery(options.query) : ""
    const url = `${base}${path}${query ? `?${query}` : ""}`
    const headers: Record<string, string> = { Accept: "application/json", ...publishableKeyHeaders(publishableKey), ...options.headers }
    if (options.body !== undefined) headers["Content-Type"] = "application/json"
    let response: Response
    try {
      response = await fetchWithRetry(
        url,
        {
          method,
          headers,
          credentials: "include",
          body: options.body === undefined ? undefined : JSON.stringify(options.body),
        },
        fetchImpl
      )
    } catch (error) {
      throw normaliseError(error)
    }
    const text = await response.text()
    let data: unknown = undefined
    try {
      data = text ? JSON.parse(text) : undefined
    } catch {
      data = text
    }
    if (response.status < 200 || response.status > 299) throw errorFromResponse(response.status, data, response.headers)
    return data as T
  }

  return { base, request }
}
