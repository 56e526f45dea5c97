import { reportSessionRejected } from "./session-rejected"
/**
 * The error kinds of the commerce client: invalid request, API, authentication, permission, connection. Every API failure of the storefront is
 * normalised here, once, into an {@link ApiError}.
 */
export type ApiErrorKind = "invalid_request" | "api" | "authentication" | "permission" | "connection"

/** A normalised API failure. `status` is absent when no response arrived. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind
  readonly status?: number
  /** Medusa's error `type` (`invalid_data`, `not_allowed`, ...), when the body had one. */
  readonly type?: string
  /** Response headers of the failure, lower-cased names (e.g. `idempotency-key`). */
  readonly headers: Record<string, string>

  constructor(kind: ApiErrorKind, message: string, options: { status?: number; type?: string; headers?: Record<string, string> } = {}) {
    super(message)
    this.name = "ApiError"
    this.kind = kind
    this.status = options.status
    this.type = options.type
    this.headers = options.headers ?? {}
  }
}

/** The kind of a failure answered with `status`. */
export function kindOfStatus(status: number): ApiErrorKind {
  if (status === 401) return "authentication"
  if (status === 403) return "permission"
  if (status >= 400 && status < 500 && status !== 429) return "invalid_request"
  return "api"
}

function lowerCaseHeaders(headers: unknown): Record<string, string> {
  if (!headers || typeof headers !== "object") return {}
  const entries: Array<[string, unknown]> =
    typeof (headers as Headers).forEach === "function" && headers instanceof Headers
      ? Array.from((headers as Headers).entries())
      : Object.entries(headers as Record<string, unknown>)
  return Object.fromEntries(entries.filter(([, v]) => v !== undefined).map(([k, v]) => [k.toLowerCase(), String(v)]))
}

function messageOf(body: unknown, fallback: string): { message: string; type?: string } {
  if (body && typeof body === "object") {
    // Medusa answers most refusals `{ type, message }`, and a completion refused for stock `{ errors: [{ code, message }] }`.
    const { message, type, errors } = body as { message?: unknown; type?: unknown; errors?: Array<{ message?: unknown }> }
    const text = typeof message === "string" ? message : Array.isArray(errors) ? errors[0]?.message : undefined
    return { message: typeof text === "string" ? text : fallback, type: typeof type === "string" ? type : undefined }
  }
  return { message: typeof body === "string" && body ? body : fallback }
}

/** Builds an ApiError from an HTTP answer outside 200-299; a 401 also tells the session that the backend refused it. */
export function errorFromResponse(status: number, body: unknown, headers?: unknown): ApiError {
  const { message, type } = messageOf(body, `Request failed with status ${status}`)
  if (status === 401) reportSessionRejected()
  return new ApiError(kindOfStatus(status), message, { status, type, headers: lowerCaseHeaders(headers) })
}

/**
 * Normalises anything an API call threw: an ApiError passes through; an axios error (medusa-js) or a
 * fetch failure becomes the matching kind; a failure without a response is a connection error.
 */
export function normaliseError(error: unknown): ApiError {
  if (error instanceof ApiError) return error
  const axiosLike = error as { isAxiosError?: boolean; response?: { status: number; data: unknown; headers: unknown }; message?: string }
  if (axiosLike && typeof axiosLike === "object" && "isAxiosError" in axiosLike) {
    if (axiosLike.response) return errorFromResponse(axiosLike.response.status, axiosLike.response.data, axiosLike.response.headers)
    return new ApiError("connection", axiosLike.message ?? "Network error")
  }
  if (error instanceof TypeError) return new ApiError("connection", error.message)
  return new ApiError("api", error instanceof Error ? error.message : String(error))
}

/** Runs an API call and rethrows its failure normalised. */
export async function normalised<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call()
  } catch (error) {
    throw normaliseError(error)
  }
}
