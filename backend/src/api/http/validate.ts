import type { ZodType, ZodTypeDef } from "zod"
import { ApiError } from "./api-error"

/**
 * Parses `input` with `schema`; a failure is a 400 `invalid_data` whose message names the field
 * (e.g. `clinic.billing_address.country_code: Required`).
 */
export function validate<T>(schema: ZodType<T, ZodTypeDef, unknown>, input: unknown): T {
  const result = schema.safeParse(input ?? {})
  if (result.success) return result.data
  const issue = result.error.issues[0]
  const field = issue.path.length ? issue.path.join(".") : "body"
  throw ApiError.invalid(`${field}: ${issue.message}`)
}
