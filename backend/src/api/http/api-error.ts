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
