/** A Stripe API error answer: `{ error: { type, code, message, … } }` with its HTTP status. */
export class StripeError extends Error {
  constructor(
    readonly status: number,
    readonly error: Record<string, unknown>
  ) {
    super(String(error.message))
  }
}

export const missing = (what: string, id: string) =>
  new StripeError(404, { type: "invalid_request_error", code: "resource_missing", message: `No such ${what}: '${id}'`, param: "id" })

export const invalidRequest = (message: string, param?: string) => new StripeError(400, { type: "invalid_request_error", message, param })
