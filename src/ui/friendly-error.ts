import type { UiText } from "../i18n/ui.en"

/** The kinds of failure a user is told about; raw error texts are never shown. */
export type ErrorKind = keyof UiText["errors"]

const byType: Record<string, ErrorKind> = {
  invalid_data: "invalid_data",
  invalid_request_error: "invalid_data",
  invalid_request: "invalid_data",
  not_allowed: "not_allowed",
  permission: "not_allowed",
  unauthorized: "unauthorized",
  authentication: "unauthorized",
  not_found: "not_found",
  conflict: "conflict",
  duplicate_error: "conflict",
  connection: "connection",
  too_large: "too_large",
}

const byStatus: Record<number, ErrorKind> = {
  400: "invalid_data",
  401: "unauthorized",
  403: "not_allowed",
  404: "not_found",
  409: "conflict",
  413: "too_large",
}

function field(value: unknown, key: string): unknown {
  return typeof value === "object" && value !== null ? (value as Record<string, unknown>)[key] : undefined
}

/**
 * Maps any error to a friendly kind: the API's `type` first (most specific), then the HTTP status, then the
 * client's error kind (`ApiError.kind`), then a network failure.
 */
export function errorKind(error: unknown): ErrorKind {
  const type = field(error, "type") ?? field(field(field(error, "response"), "data"), "type")
  if (typeof type === "string" && byType[type]) return byType[type]
  const status = field(error, "status") ?? field(field(error, "response"), "status")
  if (typeof status === "number" && byStatus[status]) return byStatus[status]
  const kind = field(error, "kind")
  if (typeof kind === "string" && byType[kind]) return byType[kind]
  if (error instanceof TypeError || field(error, "code") === "ERR_NETWORK") return "connection"
  return "unknown"
}

/** The friendly message for an error in the current language. */
export function friendlyError(text: UiText, error: unknown): string {
  return text.errors[errorKind(error)]
}
