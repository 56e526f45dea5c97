import { IdentityError, type IdentityErrorCode } from "../types"

/** Calls the backend's local identity provider (/idp) with its session cookie. */
export type IdpClient = <T>(method: "GET" | "POST" | "DELETE", path: string, body?: unknown) => Promise<T>

function codeFor(status: number, path: string): IdentityErrorCode {
  if (status === 401) {
    if (path === "/second-factor") return "invalid_code"
    if (path === "/sign-in") return "invalid_credentials"
    return "not_signed_in"
  }
  if (status === 400 && path === "/verify-email") return "invalid_code"
  if (status === 409) return "email_taken"
  if (status === 429) return "rate_limited"
  if (status === 400 || status === 413) return "invalid_input"
  return "unknown"
}

/**
 * Seconds to wait from a Retry-After header: delay-seconds or an HTTP date (RFC 9110); undefined when absent or
 * unreadable. At least 1.
 */
function retryAfterSeconds(header: string | null, now = Date.now()): number | undefined {
  const value = header?.trim()
  if (!value) return undefined
  const seconds = /^\d+$/.test(value) ? Number(value) : Math.ceil((Date.parse(value) - now) / 1000)
  return Number.isFinite(seconds) ? Math.max(1, seconds) : undefined
}

/** A client for `${backendUrl}/idp`; errors become {@link IdentityError}s (`field` from "field: message"). */
export function createIdpClient(backendUrl: string, fetchImpl: typeof fetch = (...args) => fetch(...args)): IdpClient {
  const base = `${backendUrl.replace(/\/+$/, "")}/idp`
  return async <T>(method: "GET" | "POST" | "DELETE", path: string, body?: unknown): Promise<T> => {
    let res: Response
    try {
      res = await fetchImpl(`${base}${path}`, {
        method,
        credentials: "include",
        headers: body === undefined ? undefined : { "Content-Type": "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
    } catch {
      throw new IdentityError("network", "The identity provider cannot be reached")
    }
    if (res.status === 204) return undefined as T
    const data = (await res.json().catch(() => ({}))) as { message?: string }
    if (!res.ok) {
      const message = data.message ?? `HTTP ${res.status}`
      const field = /^([a-z_.]+): /.exec(message)?.[1]
      const wait = res.status === 429 ? retryAfterSeconds(res.headers.get("Retry-After")) : undefined
      throw new IdentityError(codeFor(res.status, path), message, field, wait)
    }
    return data as T
  }
}
