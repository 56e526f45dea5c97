import { DomainError } from "../../domain/errors"

/** Error kinds of the product API, in Medusa's shape, with their HTTP statuses (docs/api.md). */
export const ERROR_STATUS = {
  invalid_data: 400,
  unauthorized: 401,
  not_allowed: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  too_many_requests: 429,
} as const

export type ApiErrorType = keyof typeof ERROR_STATUS

/** An error the client caused; answered as `{ type, message }` with the type's status, never as a 500. */
export class ApiError extends Error {
  constructor(
    readonly type: ApiErrorType,
    message: string
  ) {
    super(message)
    this.name = "ApiError"
  }

  get status(): number {
    return ERROR_STATUS[this.type]
  }

  static invalid(message: string) {
    return new ApiError("invalid_data", message)
  }
  static unauthorized(message = "Sign in to continue") {
    return new ApiError("unauthorized", message)
  }
  static notAllowed(message: string) {
    return new ApiError("not_allowed", message)
  }
  static notFound(what: string) {
    return new ApiError("not_found", `${what} was not found`)
  }
  static conflict(message: string) {
    return new ApiError("conflict", message)
  }
}

/** The error type answering each kind of domain error: the one place a rule's failure becomes an HTTP status. */
const DOMAIN_ERROR_TYPE: Record<DomainError["kind"], ApiErrorType> = {
  invalid: "invalid_data",
  unauthenticated: "unauthorized",
  forbidden: "not_allowed",
  not_found: "not_found",
  conflict: "conflict",
  too_large: "payload_too_large",
}

/** The ApiError answering `err` when it is one or a domain error (same message); else undefined. */
export function toApiError(err: unknown): ApiError | undefined {
  if (err instanceof ApiError) return err
  if (err instanceof DomainError) return new ApiError(DOMAIN_ERROR_TYPE[err.kind], err.message)
  return undefined
}
