import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/medusa"
import { ApiError } from "./api-error"

/**
 * Express error middleware for body-parser failures, which Medusa's error handler would answer with a 500:
 * a body over the route's size limit is a 413, malformed JSON a 400 `invalid_data`.
 */
export function bodyErrors() {
  return (err: unknown, _req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) => {
    const type = (err as { type?: string } | null)?.type
    let mapped: ApiError | undefined
    if (type === "entity.too.large") mapped = new ApiError("payload_too_large", "body: the request body is too large")
    if (type === "entity.parse.failed") mapped = ApiError.invalid("body: malformed JSON")
    if (!mapped) return next(err)
    res.status(mapped.status).json({ type: mapped.type, message: mapped.message })
  }
}
