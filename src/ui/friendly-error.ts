import { isMessageId, type MessageId, type Translate } from "../i18n/text"

/** The kinds of failure a user is told about; raw error texts are never shown. */
export type ErrorKind = MessageId extends infer Id ? (Id extends `errors.${infer Kind}` ? Kind : never) : never

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

/** Trying the same thing again can only help after a network failure or a fault of the server. */
export function canRetry(error: unknown): boolean {
  const kind = errorKind(error)
  return kind === "connection" || kind === "unknown"
}

/**
 * What the server said (`{ message }` of its answer, or the text a flow machine kept of it: the machines hold
 * failures as text); never shown as such, only recognised.
 */
function serverMessage(error: unknown): string | undefined {
  if (typeof error === "string") return error
  if (errorKind(error) === "connection") return undefined
  const message = field(field(field(error, "response"), "data"), "message") ?? field(error, "message")
  return typeof message === "string" ? message : undefined
}

/** The rules the server names after `field: ` in an `invalid_data` message, as the person reads them. */
const FIELD_RULES: Array<[RegExp, (text: Translate, match: RegExpMatchArray) => string]> = [
  [/two-letter ISO country code/i, (r) => r("serverReasons.countryCode")],
  [/must be a past date/i, (r) => r("serverReasons.pastDate")],
  [/YYYY-MM-DD/, (r) => r("serverReasons.dateFormat")],
  [/file is empty/i, (r) => r("serverReasons.fileEmpty")],
  [/at most (\d+) character/i, (r, m) => r("serverReasons.tooLong", { max: Number(m[1]) })],
  [/at least 1 character|^Required$/i, (r) => r("serverReasons.required")],
  [/^Invalid email/i, (r) => r("serverReasons.emailInvalid")],
  [/never an email address/i, (r) => r("serverReasons.notAnEmail")],
  [/letters, digits, -, _ and \/ only/i, (r) => r("serverReasons.codeCharacters")],
  [/not a day in the future/i, (r) => r("serverReasons.notFuture")],
  [/a day that exists/i, (r) => r("serverReasons.dateFormat")],
  [/consent must be confirmed/i, (r) => r("serverReasons.consentRequired")],
  [/a VAT number .* or a 13-digit EAN number/i, (r) => r("serverReasons.vatNumber")],
]

/** Whole-sentence reasons of conflicts and refusals the person can act on. */
const SENTENCES: Array<[RegExp, (text: Translate, match: RegExpMatchArray) => string]> = [
  [/^Only customers with an approved application may buy/i, (r) => r("serverReasons.notApprovedToBuy")],
  [/^You already belong to a clinic/i, (r) => r("serverReasons.alreadyInClinic")],
  [/^(\S+) is already a member of this clinic/i, (r, m) => r("serverReasons.alreadyMember", { email: m[1] })],
  [/^(\S+) already has an awaiting invite/i, (r, m) => r("serverReasons.alreadyInvited", { email: m[1] })],
  [/does not have the required inventory/i, (r) => r("serverReasons.notInStock")],
  [/^This cart is waiting for approval/i, (r) => r("serverReasons.cartAwaitingApproval")],
  [/^Another of your orders is being placed/i, (r) => r("serverReasons.anotherOrderPlacing")],
  // A return's refusals name the line (POST /store/returns): the units left, or that it was not sent yet.
  [/^[\w.]+: line "(.+)" has (\d+) fulfilled units? not yet returned/, (r, m) => r("serverReasons.returnTooMany", { item: m[1]!, left: Number(m[2]) })],
  [/^[\w.]+: line "(.+)" is not fulfilled yet/, (r, m) => r("serverReasons.returnNotSent", { item: m[1]! })],
  [/^A return of this order is being made by another request/, (r) => r("serverReasons.returnBusy")],
]

/** A failure explained: the field it concerns (the server's path, e.g. `billing_address.country_code`), if any, and one sentence. */
export interface ErrorReason {
  field?: string
  message: string
}

/** The field's label, from the last named part of the server's path (`clinic.billing_address.phone` → Phone). */
function fieldLabel(text: Translate, path: string): string | undefined {
  const name = path.split(".").filter((part) => !/^\d+$/.test(part)).pop() ?? ""
  const id = `serverFields.${name}`
  return isMessageId(id) ? text(id) : undefined
}

/**
 * Explains a failure in the page's language: an `invalid_data` answer naming a field (`phone: String must contain at
 * most 32 character(s)`) gives that field and its rule; a known conflict or refusal its own sentence; anything else
 * the friendly text of its kind. The server's raw words are matched, never shown.
 */
export function explainError(text: Translate, error: unknown): ErrorReason {
  const kind = errorKind(error)
  const message = serverMessage(error)
  if (message) {
    for (const [pattern, say] of SENTENCES) {
      const match = message.match(pattern)
      if (match) return { message: say(text, match) }
    }
    const named = kind === "invalid_data" || kind === "unknown" ? message.match(/^([A-Za-z0-9_.]+): (.+)$/) : null
    const explained = named ? explainFieldRule(text, named[1], named[2]) : undefined
    if (named && explained) return { field: named[1], message: explained }
  }
  return { message: text(`errors.${kind}`) }
}

/**
 * A rule a field broke, as the person reads it ("Phone: use at most 32 characters."): `path` is the field's path in
 * the request body and `rule` the schema's message, whether the server's answer or the browser's own check of the
 * same schema found it. Undefined when the field has no label.
 */
export function explainFieldRule(text: Translate, path: string, rule: string): string | undefined {
  const label = fieldLabel(text, path)
  if (!label) return undefined
  const known = FIELD_RULES.find(([pattern]) => pattern.test(rule))
  const problem = known ? known[1](text, rule.match(known[0])!) : text("serverReasons.notAccepted")
  return text("serverReasons.fieldProblem", { field: label, problem })
}

/** The friendly message for an error in the current language. */
export function friendlyError(text: Translate, error: unknown): string {
  return explainError(text, error).message
}

/** The message for one form field when the failure concerns it (the server's path ends with `name`). */
export function fieldError(text: Translate, error: unknown, name: string): string | undefined {
  if (!error) return undefined
  const reason = explainError(text, error)
  return reason.field && (reason.field === name || reason.field.endsWith(`.${name}`)) ? reason.message : undefined
}
