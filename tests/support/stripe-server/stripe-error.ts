/** A Stripe API error answer: `{ error: { type, code, message, … } }` with its HTTP status. */
export class StripeError extends Error {
  constructor(
    readonly status: number,
    readonly error: Record<string, unknown>
  ) {
    super(String(error.message))
  }
}

export const missing = (what: string, id: string, param = "id") =>
  new StripeError(404, { type: "invalid_request_error", code: "resource_missing", message: `No such ${what}: '${id}'`, param })

export const invalidRequest = (message: string, param?: string, code?: string) =>
  new StripeError(400, { type: "invalid_request_error", message, ...(param ? { param } : {}), ...(code ? { code } : {}) })

/** A required parameter left out, as Stripe names it. */
export const parameterMissing = (param: string) => invalidRequest(`Missing required param: ${param}.`, param, "parameter_missing")

/** An amount that is not a positive integer. */
export const invalidInteger = (param: string) => invalidRequest("Invalid positive integer", param, "parameter_invalid_integer")

/** A value outside the parameter's documented choices. */
export const invalidChoice = (param: string, value: string, choices: readonly string[]) =>
  invalidRequest(`Invalid ${param}: must be one of ${choices.join(", ")} (got '${value}')`, param, "parameter_invalid_string")

/** A call the intent's status does not allow; the error carries the intent as it is. */
export const unexpectedState = (message: string, intent: object) =>
  new StripeError(400, { type: "invalid_request_error", code: "payment_intent_unexpected_state", message, payment_intent: structuredClone(intent) })
